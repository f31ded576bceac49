// The zero-width joiner (ZWJ, U+200D) and non-joiner (ZWNJ, U+200C) that Indic and Arabic-script
// keyboards insert, settled once so an answer written with them and one written without compare as
// the grid shows them. Every path goes through normaliseJoiners: the creator's answers (cut into cells
// by answerWords), the letters a player types (typed-text.ts in the client) and the server's check
// (letterKey). Each case, and why:
//
// 1. Malayalam chillu written as consonant + virama + ZWJ (ണ്‍, as Manglish and older keyboards type
//    it) becomes the atomic chillu letter Unicode encodes since 5.1 (ൺ ൻ ർ ൽ ൾ ൿ): the same letter,
//    so both spellings of അവൻ fill the same cells and match.
// 2. A joiner next to a virama in a script that forms conjuncts (Devanagari, Bengali, Gurmukhi,
//    Gujarati, Oriya, Telugu, Kannada, Malayalam) is kept: ZWJ asks for the half form (क्‍ष, not the
//    ligature क्ष; र्‍ the eyelash ra Marathi spells with; Bengali র‍্য the ya-phala), ZWNJ for the
//    visible virama instead of a conjunct (क्‌ष). They change how the letter in the cell is written.
// 3. Every other joiner is removed, as it only affects rendering here: a grid cell shows one letter on
//    its own, so the joining a ZWNJ stops in Persian می‌خواهم, or a ZWJ forces in Arabic, is never
//    seen; Tamil writes every pulli visibly, so a joiner beside it changes nothing; joiners at the
//    start or end of a word or between Latin letters join nothing.

const ZWJ = '\u200D';
const ZWNJ = '\u200C';

/** Malayalam consonant → its atomic chillu (U+0D7A..U+0D7F). */
const CHILLU: ReadonlyMap<string, string> = new Map([
  ['\u0D23', '\u0D7A'], // ണ → ൺ
  ['\u0D28', '\u0D7B'], // ന → ൻ
  ['\u0D30', '\u0D7C'], // ര → ർ
  ['\u0D32', '\u0D7D'], // ല → ൽ
  ['\u0D33', '\u0D7E'], // ള → ൾ
  ['\u0D15', '\u0D7F'], // ക → ൿ
]);
const MALAYALAM_VIRAMA = '\u0D4D';

/** Viramas of the scripts where a joiner beside one selects a conjunct's form (Tamil's pulli is not here). */
const CONJUNCT_VIRAMAS = new Set(['\u094D', '\u09CD', '\u0A4D', '\u0ACD', '\u0B4D', '\u0C4D', '\u0CCD', '\u0D4D']);

const CHILLU_SEQUENCE = /([\u0D15\u0D23\u0D28\u0D30\u0D32\u0D33])\u0D4D\u200D/gu;

/** `text` in NFC with its joiners settled as described above. */
export function normaliseJoiners(text: string): string {
  const nfc = text.normalize('NFC');
  if (!nfc.includes(ZWJ) && !nfc.includes(ZWNJ)) return nfc;
  const chillus = nfc.replace(CHILLU_SEQUENCE, (_, consonant: string) => CHILLU.get(consonant) ?? `${consonant}${MALAYALAM_VIRAMA}${ZWJ}`);
  const chars = [...chillus];
  return chars
    .filter((char, i) => {
      if (char !== ZWJ && char !== ZWNJ) return true;
      const before = chars[i - 1] ?? '';
      const after = chars[i + 1] ?? '';
      // A joiner after a virama; or Bengali's ZWJ between র and the virama of its ya-phala.
      return CONJUNCT_VIRAMAS.has(before) || (char === ZWJ && CONJUNCT_VIRAMAS.has(after) && /\p{L}/u.test(before));
    })
    .join('');
}
