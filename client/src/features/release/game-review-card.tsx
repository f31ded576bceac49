import type { ReviewOutcome } from '@plw/protocol/rest/review';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { GameGifts } from './game-gifts.tsx';
import { useSubmitGame } from './release-queries.ts';
import '../../ui/panel.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/** One listed game: its status, the reasons of a rejection, submission for review, and its gifts when paid. */
export function GameReviewCard({ outcome }: { outcome: ReviewOutcome }) {
  const { t } = useTranslation();
  const submit = useSubmitGame();
  const { game } = outcome;
  const rejected = outcome.verdicts.filter((v) => v.verdict === 'REJECTED');
  const canSubmit = game.status === 'DRAFT' || game.status === 'REJECTED';

  async function onSubmit() {
    try {
      await submit.mutateAsync(game.game_id);
      toast.success(t('release.submitted'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  return (
    <article className="panel-card" aria-label={game.game_name} data-testid="release-game">
      <div className="panel-row panel-row--between">
        <h2 className="panel-heading">{game.game_name}</h2>
        <span className="status-pill" data-testid="game-status">{t(`review.status.${game.status}`)}</span>
      </div>
      <p className="panel-muted">
        {t(questionTypeOf(game.type).labels.studio)}
        {' '}
        ·
        {game.language}
        {game.paid && ` · ${t('release.paid')}`}
      </p>
      {game.status === 'REJECTED' && rejected.length > 0 && (
        <div className="release-reasons">
          <p><strong>{t('release.reasonsTitle')}</strong></p>
          <ul>
            {rejected.map((v) => (
              <li key={v.question_id}>
                <span dir="auto">{v.question}</span>
                {': '}
                <span dir="auto">{v.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {game.status === 'PENDING_VERIFICATION' && <p className="panel-muted">{t('release.waiting')}</p>}
      {canSubmit && (
        <button type="button" className="button button--ghost button--small" disabled={submit.isPending} onClick={() => void onSubmit()}>
          {t('release.submit')}
        </button>
      )}
      {game.paid && <GameGifts gameId={game.game_id} locked={game.status === 'RELEASED'} />}
    </article>
  );
}
