// Which writing systems a puzzle is written in, read from its own answers, and whether a typed text is made of
// their letters. A player's typed word or square is refused when it holds anything else (a digit, punctuation,
// a symbol, a letter of another script): no such text can be right, and a typed ';=HYPERLINK(...)' must never
// reach a score or a results spreadsheet.

/** Scripts a creator's answer may be in; a letter of none of them counts as the script "other". */
const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan',
  'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Khmer', 'Mongolian', 'Hiragana', 'Katakana', 'Han',
] as const;
const OTHER = 'other';
const PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script_Extensions=${name}}`, 'u')] as const);

const LETTER = /\p{L}/u;
/** What may stand between letters: combining marks, the joiners (joiners.ts settles them), spaces, commas. */
const BETWEEN_LETTERS = /^[\p{M}\u200C\u200D\p{Zs},]$/u;

function scriptsOfLetter(letter: string): string[] {
  const scripts = PATTERNS.filter(([, pattern]) => pattern.test(letter)).map(([name]) => name);
  return scripts.length > 0 ? scripts : [OTHER];
}

/** The scripts a puzzle's answers are written in. */
export function puzzleScripts(answers: readonly string[]): ReadonlySet<string> {
  const scripts = new Set<string>();
  for (const answer of answers) {
    for (const char of answer.normalize('NFC')) if (LETTER.test(char)) scriptsOfLetter(char).forEach((s) => scripts.add(s));
  }
  return scripts;
}

/** Whether `text` holds only letters of `scripts`, with their marks and joiners, spaces and commas. */
export function isPuzzleText(text: string, scripts: ReadonlySet<string>): boolean {
  for (const char of text.normalize('NFC')) {
    if (LETTER.test(char)) {
      if (!scriptsOfLetter(char).some((script) => scripts.has(script))) return false;
    } else if (!BETWEEN_LETTERS.test(char)) return false;
  }
  return true;
}
