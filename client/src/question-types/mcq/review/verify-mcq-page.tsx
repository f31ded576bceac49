import { useTranslation } from 'react-i18next';
import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/** /admin/games/mcq: a quiz's questions to verify (spec 2), each with its other options. */
export default function VerifyMcqPage() {
  const { t } = useTranslation();
  return (
    <VerifyQuestionsPage
      type="Mcq"
      detail={(q) => <p className="panel-muted">{t('review.options', { options: q.answer_options.join(' · ') })}</p>}
    />
  );
}
