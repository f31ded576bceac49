import { useEffect, useRef } from 'react';

/** The way on after a verdict: the next question, or the result. `className` places it in the type's card. */
export function NextButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  // The verdict just appeared: the way on takes the focus, so Enter moves to the next question.
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <button type="button" className={`button button--primary ${className ?? ''}`.trim()} onClick={onClick} ref={button}>
      {label}
    </button>
  );
}
