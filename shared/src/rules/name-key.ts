import unhomoglyph from 'unhomoglyph';
import { normaliseName } from './names.ts';

// The key that keeps usernames apart by how they look, not by their code points: `Alice`, `alice`, `AIice` (capital
// i) and `Аlice` (Cyrillic А) share one. It is Unicode TR39's skeleton (confusables.txt, via unhomoglyph) taken
// with case folding. Server only: the confusables table is 100 KB the client never needs.

const JOINERS = /[\u200C\u200D]/gu;

const lower = (text: string) => text.normalize('NFD').toLocaleLowerCase('und');
const fold = (text: string) => lower(unhomoglyph(lower(text)));

/**
 * The look-alike key of a name. Folded twice: a skeleton may be a capital (`0` becomes `O`) or a letter whose lower
 * case has a skeleton of its own. Case must not matter and a capital I reads as l in most fonts, so after folding
 * `i` and `l` share a key (the price: `ill` and `iii` count as the same name). Joiners are dropped: they change no
 * letter, only the shape a font draws.
 */
export function nameKey(name: string): string {
  return fold(fold(normaliseName(name).replace(JOINERS, ''))).replaceAll('i', 'l');
}
