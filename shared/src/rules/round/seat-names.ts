import unhomoglyph from 'unhomoglyph';
import { nameKey } from '../name-key.ts';
import { normaliseName } from '../names.ts';
import { friendlyName } from './hosted.ts';

// The names players sit under in one round, as the big screen shows them to the room: no two look alike (one TR39
// skeleton per round, the key usernames are unique by: `Alice`, `alice`, `Аlice` and fullwidth `Ａｌｉｃｅ` are one
// name), and none poses as the one running the room. Server only, as name-key.ts is.

/**
 * Words only the room's host may be called by, in the six languages the product speaks: host, teacher, admin and
 * their near kin (a moderator, a quiz master). A name holding one as a word, or spelling one with its letters spaced
 * out (`T.e.a.c.h.e.r`), is refused.
 */
const RESERVED_WORDS = [
  'host', 'hosts', 'teacher', 'teachers', 'admin', 'admins', 'administrator', 'moderator', 'mod', 'quizmaster',
  'gastgeber', 'gastgeberin', 'lehrer', 'lehrerin', 'lehrkraft', 'moderatorin', 'spielleiter', 'spielleiterin',
  'होस्ट', 'मेज़बान', 'मेजबान', 'शिक्षक', 'शिक्षिका', 'अध्यापक', 'अध्यापिका', 'टीचर', 'एडमिन', 'व्यवस्थापक',
  'ഹോസ്റ്റ്', 'ആതിഥേയൻ', 'ആതിഥേയ', 'അധ്യാപകൻ', 'അധ്യാപിക', 'ടീച്ചർ', 'അഡ്മിൻ', 'കാര്യനിർവാഹകൻ',
  'ஹோஸ்ட்', 'தொகுப்பாளர்', 'ஆசிரியர்', 'ஆசிரியை', 'டீச்சர்', 'அட்மின்', 'நிர்வாகி',
  'مضيف', 'المضيف', 'معلم', 'المعلم', 'معلمة', 'المعلمة', 'مدرس', 'المدرس', 'مدرسة', 'المدرسة', 'أستاذ', 'الأستاذ',
  'أستاذة', 'الأستاذة', 'مشرف', 'المشرف', 'مسؤول', 'المسؤول', 'أدمن', 'الأدمن',
];
/**
 * A seat name's look-alike key: the usernames' key (name-key.ts), taken after one skeleton pass on the name as
 * written, since lower-casing first turns a Cyrillic `Т` into `т`, whose skeleton is the small capital `ᴛ`, not `t`.
 * Seat keys are never stored, so this needs no migration.
 */
export function seatKey(name: string): string {
  return nameKey(unhomoglyph(normaliseName(name)));
}

const RESERVED_KEYS: ReadonlySet<string> = new Set(RESERVED_WORDS.map(seatKey));
const NOT_LETTERS = /[^\p{L}\p{M}\u200C\u200D]+/u;

/** Whether a name is, holds as a word, or spells out one of the host's words (by skeleton: `ＡＤＭＩＮ`, `Тeacher`). */
export function isReservedName(name: string): boolean {
  const words = name.normalize('NFKC').split(NOT_LETTERS).filter(Boolean);
  return [...words, words.join('')].some((word) => RESERVED_KEYS.has(seatKey(word)));
}

export type SeatName = { ok: true; name: string } | { ok: false; why: 'taken' | 'reserved' };

/** The keys of the names a round's seats hold, to check a new seat's name against. */
export function seatKeys(names: Iterable<string>): Set<string> {
  return new Set([...names].map(seatKey));
}

/** A name a player chose: refused when the host's, or when it looks like a name already seated. */
export function chosenSeatName(chosen: string, taken: ReadonlySet<string>): SeatName {
  if (isReservedName(chosen)) return { ok: false, why: 'reserved' };
  return taken.has(seatKey(chosen)) ? { ok: false, why: 'taken' } : { ok: true, name: chosen };
}

/**
 * The name a seat gets without a choice: the player's own (a number after it if it looks like one seated), else,
 * when that is a host's word, or with generated names, a friendly one (`draw` picks it) no seat looks like.
 */
export function givenSeatName(own: string | null, draw: number, taken: ReadonlySet<string>): string {
  const free = { has: (name: string) => taken.has(seatKey(name)) };
  if (own === null || isReservedName(own)) return friendlyName(draw, free);
  if (!free.has(own)) return own;
  for (let n = 2; ; n += 1) if (!free.has(`${own} ${n}`)) return `${own} ${n}`;
}
