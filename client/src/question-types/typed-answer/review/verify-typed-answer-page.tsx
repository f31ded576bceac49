import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/** /admin/games/typed-answer: a "type the answer" game's questions to verify (spec 2). */
export default function VerifyTypedAnswerPage() {
  return <VerifyQuestionsPage type="Typed_answer" />;
}
