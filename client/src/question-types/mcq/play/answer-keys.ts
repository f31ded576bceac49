// Keys 1 to 4 answer a quiz question. The reader's keyboard may type the digits of their own script (Arabic-Indic,
// Persian, Devanagari, Malayalam, Tamil), so each of those counts as the same key.

const DIGIT_SETS = ['1234', '١٢٣٤', '۱۲۳۴', '१२३४', '൧൨൩൪', '௧௨௩௪'] as const;

/** The index (0 to 3) of the choice a key answers, or null when the key answers nothing. */
export function answerKeyIndex(key: string): number | null {
  for (const digits of DIGIT_SETS) {
    const index = digits.indexOf(key);
    if (key.length === 1 && index >= 0) return index;
  }
  return null;
}

/** Typing in a field (a search box, a chat) must never answer. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}
