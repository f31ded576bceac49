import { useEffect, useRef } from 'react';

/** The way on after a verdict: the next question, or the result. */
export function NextButton({ label, onClick }: { label: string; onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The verdict just appeared: the way on takes the focus, so Enter moves to the next question.
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <button type="button" className="button button--primary mcq-card__next" onClick={onClick} ref={button}>
      {label}
    </button>
  );
}
