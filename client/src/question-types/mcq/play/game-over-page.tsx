import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { GameOver, HostedGameOver, RoundFinale } from '../../../kits/game-pages/index.ts';
import { useHostedRoundId } from '../../../kits/live-play/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { ReportResult } from './report-result.tsx';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

/**
 * /game/mcq/:gameId/game-over: a live round's finale, or a daily play's final rank and points with the way to the
 * answers. A live round still running sends them back to play it. With `?round=` it is that hosted round's
 * finale, from its end as the play page kept it; the game's own times and board play no part.
 */
export default function McqGameOverPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId
    ? <HostedGameOver key={roundId} roundId={roundId} loadFailed={t('mcq.loadFailed')} />
    : <McqGameOver gameId={gameId} />;
}

function McqGameOver({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [game, reload] = useMcqGame(gameId);
  return (
    <GameOver
      game={game}
      reload={reload}
      playHref={`/game/mcq/${encodeURIComponent(gameId)}`}
      loadFailed={t('mcq.loadFailed')}
      className="mcq-play"
      live={(loaded) => <McqRoundFinale game={loaded} />}
      daily={(loaded) => <ReportResult game={loaded} />}
    />
  );
}

/** A live quiz round's finale, from its final board. */
function McqRoundFinale({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <RoundFinale
      game={game}
      loadBoard={(signal) => client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal })}
      base={`/game/mcq/${encodeURIComponent(gameId)}`}
      words={{ notPlayed: t('mcq.notPlayed'), seeLeaderboard: t('mcq.seeLeaderboard') }}
      resultTestId="mcq-result"
    />
  );
}
