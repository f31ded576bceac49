// STUB: replaced by the type's questions page in the studio.
export default function TypedAnswerQuestionsPage() {
  return <p>…</p>;
}
