import { useEffect, useRef } from 'react';
import { answerKeyIndex, isTypingTarget } from './answer-keys.ts';

/** While `open`, keys 1 to 4 (outside text fields, without modifiers) choose the matching choice on screen. */
export function useAnswerKeys(choices: readonly string[], open: boolean, onChoose: (choice: string) => void) {
  const latest = useRef({ choices, onChoose });
  useEffect(() => {
    latest.current = { choices, onChoose };
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const index = answerKeyIndex(event.key);
      const choice = index === null ? undefined : latest.current.choices[index];
      if (choice === undefined) return;
      event.preventDefault();
      latest.current.onChoose(choice);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
