import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/** /admin/games/mcq: a quiz's questions to verify (spec 2). */
export default function VerifyMcqPage() {
  return <VerifyQuestionsPage type="Mcq" />;
}
