import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/** /admin/games/krisskross: a kriss-kross game's questions to verify (spec 2). */
export default function VerifyKrissKrossPage() {
  return <VerifyQuestionsPage type="Kriss_kross_puzzle" />;
}
