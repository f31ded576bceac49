import { useTranslation } from 'react-i18next';
import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/** /admin/games/krisskross: a kriss-kross game's questions to verify (spec 2), each with its direction. */
export default function VerifyKrissKrossPage() {
  const { t } = useTranslation();
  return (
    <VerifyQuestionsPage
      type="Kriss_kross_puzzle"
      detail={(q) => <p className="panel-muted">{t(`review.direction.${q.direction}`)}</p>}
    />
  );
}
