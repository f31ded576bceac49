// STUB: replaced by the type's play page.
export default function TypedAnswerPage() {
  return <p>…</p>;
}
