import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { releaseHref } from './studio-links.ts';
import { useGameReview, useStudioMutation } from './studio-queries.ts';
import { submitProblem } from './submit-problem.ts';

// Where one language variant of a game stands on its way to players, and the step the creator takes next
// (status-policy.ts on the server): a draft or rejected game is submitted for review, a pending one waits, a rejected
// one shows why, a verified one is released on the release page, a released one says how and when.

interface VariantReviewProps {
  variant: GameSummary;
  /** When known: with none, the creator is told to add questions instead of being offered the submission. */
  questionCount?: number;
}

export function VariantReview({ variant, questionCount }: VariantReviewProps) {
  const { t } = useTranslation();
  const format = useIntlFormat();
  switch (variant.status) {
    case 'DRAFT':
      return <SubmitForReview gameId={variant.game_id} questionCount={questionCount} />;
    case 'REJECTED':
      return (
        <>
          <RejectionReasons gameId={variant.game_id} />
          <SubmitForReview gameId={variant.game_id} questionCount={questionCount} />
        </>
      );
    case 'PENDING_VERIFICATION':
      return <p className="studio-muted studio-review">{t('studio.review.waiting')}</p>;
    case 'VERIFIED':
      return (
        <div className="studio-review">
          <Link className="button button--primary button--small" href={releaseHref(variant.game_id, variant.language)}>
            {t('studio.review.release')}
          </Link>
        </div>
      );
    case 'RELEASED':
      return (
        <p className="studio-muted studio-review" data-testid="released-info">
          <span>{t('studio.review.releasedAs', { mode: t(`studio.mode.${variant.mode}`) })}</span>
          {variant.publishing_time && (
            <time dateTime={variant.publishing_time}>
              {t('studio.review.publishedAt', { time: format.dateTime(variant.publishing_time) })}
            </time>
          )}
        </p>
      );
  }
}

function SubmitForReview({ gameId, questionCount }: { gameId: string; questionCount: number | undefined }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [problem, setProblem] = useState<string | undefined>();
  const submit = useStudioMutation(() => client.call(api.submitGame, { params: { id: gameId } }));

  if (questionCount === 0) return <p className="studio-muted studio-review">{t('studio.review.noQuestions')}</p>;

  async function send() {
    try {
      await submit.mutateAsync(undefined);
      setProblem(undefined);
      toast.success(t('studio.review.submitted'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      setProblem(submitProblem(t, error));
    }
  }

  return (
    <div className="studio-review">
      <button
        type="button"
        className="button button--primary button--small"
        disabled={submit.isPending}
        onClick={() => void send()}
      >
        {submit.isPending ? t('studio.review.submitting') : t('studio.review.submit')}
      </button>
      {problem && (
        <p className="studio-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The questions the reviewer refused, each with its reason (GET /api/channel/game/:id/review). */
function RejectionReasons({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const review = useGameReview(gameId);
  if (review.isPending) return null;
  if (review.isError) return <p className="studio-error studio-review">{t('studio.review.reasonsFailed')}</p>;
  const refused = review.data.verdicts.filter((v) => v.verdict === 'REJECTED');
  if (refused.length === 0) return null;
  return (
    <div className="studio-review studio-reasons" data-testid="rejection-reasons">
      <p className="studio-reasons__title">{t('studio.review.reasonsTitle')}</p>
      <ul className="studio-reasons__list">
        {refused.map((v) => (
          <li key={v.question_id}>
            <span dir="auto" className="studio-reasons__question">{v.question}</span>
            {': '}
            <span dir="auto">{v.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
