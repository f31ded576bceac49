import { useTranslation } from 'react-i18next';
import { VerifyQuestionsPage } from '../../../features/review/verify-questions.tsx';

/**
 * /admin/games/typed-answer: a "type the answer" game's questions to verify (spec 2), each with the other
 * spellings it accepts, so the admin judges what will be marked right as well as the answer.
 */
export default function VerifyTypedAnswerPage() {
  const { t } = useTranslation();
  return (
    <VerifyQuestionsPage
      type="Typed_answer"
      detail={(q) => (
        <p className="panel-muted" data-testid="accepted-spellings">
          {q.alternatives.length > 0
            ? t('typedAnswerStudio.alsoAccepted', { spellings: `\u2068${q.alternatives.join(' · ')}\u2069` })
            : t('typedAnswerStudio.noAlternatives')}
        </p>
      )}
    />
  );
}
