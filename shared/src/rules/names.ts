import { z } from 'zod';
import { controlCharacterCheck } from '../text-limits.ts';

// The one policy for names people show to each other (display names, usernames, creator and channel names, game
// names and hashtags, playlist and gift names):
// NFKC folds fullwidth and other compatibility forms into the letters they stand for, and characters that
// change how text around them is shown (direction overrides, invisible formatting, control codes) are refused,
// so a name cannot pose as another or scramble the page it is shown on.

export const NAME_MESSAGES = {
  forbiddenCharacters: 'Name must not contain control or direction characters',
} as const;

const ZWNJ = '\u200C';
const ZWJ = '\u200D';

/**
 * Control codes (C0, C1, NUL), format characters (bidi embeddings, overrides and isolates, LRM/RLM/ALM, zero-width
 * space, BOM, tag characters...), line and paragraph separators, lone surrogates and private-use code points.
 * The zero-width joiner and non-joiner are format characters too, but Malayalam, Hindi, Tamil and Arabic
 * spellings need them to choose a letter's form, so they are kept.
 */
const FORBIDDEN = new RegExp(`(?![${ZWNJ}${ZWJ}])[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Co}]`, 'u');

/**
 * Scripts whose spelling a joiner changes: the Indic scripts (half forms, visible viramas, Malayalam chillus) and the
 * Arabic-script ones (Persian, Urdu, Syriac). Elsewhere a joiner changes nothing a reader sees, so `Al\u200Dice` could
 * only pose as `Alice`; it is refused, except a ZWJ inside an emoji sequence (👩‍🏫), which draws one picture.
 */
const JOINING_SCRIPTS = new RegExp(
  `[${['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
    'Arabic', 'Syriac', 'Nko'].map((name) => `\\p{Script_Extensions=${name}}`).join('')}]`,
  'u',
);
const EMOJI = /\p{Extended_Pictographic}/u;
const MARK = /[\p{M}\u{1F3FB}-\u{1F3FF}]/u;

/** Whether a joiner stands where no script needs one: at the start, or after a letter of a script without joining. */
export function hasStrayJoiner(text: string): boolean {
  let base = '';
  for (const char of text) {
    if (char === ZWJ || char === ZWNJ) {
      const needed = JOINING_SCRIPTS.test(base) || (char === ZWJ && EMOJI.test(base));
      if (!needed) return true;
    } else if (!MARK.test(char)) base = char;
  }
  return false;
}

/** The form a name is stored and compared in: NFKC, without surrounding spaces. */
export function normaliseName(text: string): string {
  return text.normalize('NFKC').trim();
}

/** Whether a name holds a character that no name may hold (see FORBIDDEN). */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Name text, normalised, refused with one clear message when it holds a forbidden character; lengths follow. The
 * control-character check every client string carries (shared/text-limits) is here too, in the names' words.
 */
export function nameText(required?: string) {
  return z
    .string(required === undefined ? undefined : { error: required })
    .normalize('NFKC')
    .trim()
    .check(controlCharacterCheck('line', NAME_MESSAGES.forbiddenCharacters))
    .refine((text) => !hasForbiddenCharacter(text) && !hasStrayJoiner(text), NAME_MESSAGES.forbiddenCharacters);
}

/**
 * A name field: the forbidden-character message comes first (it is checked first), then `min`..`max` characters.
 * `required`, when given, is the message for a missing name.
 */
export function nameSchema(
  limits: { min: number; max: number },
  messages: { tooShort: string; tooLong: string; required?: string },
) {
  return nameText(messages.required).min(limits.min, messages.tooShort).max(limits.max, messages.tooLong);
}

/** Usernames' length, in UTF-16 units as the client's inputs count. */
export const USERNAME = { min: 3, max: 20 } as const;

/**
 * What a username may hold: letters with their marks (a vowel sign belongs to the letter before it), numbers,
 * dots, underscores, and the joiners Indic and Arabic spellings need.
 */
export const USERNAME_PATTERN = /^(?:[\p{L}\p{N}]\p{M}*|[._\u200C\u200D])+$/u;

export function usernameSchema(message: string) {
  return nameText().regex(USERNAME_PATTERN, message).min(USERNAME.min, message).max(USERNAME.max, message);
}
