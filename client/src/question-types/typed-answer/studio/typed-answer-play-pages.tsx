// STUB: replaced by the type's try-out pages in the studio.
export function TypedAnswerPlayDemoPage() {
  return <p>…</p>;
}

export function TypedAnswerPlayGamePage() {
  return <p>…</p>;
}
