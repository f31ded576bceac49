import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { GameOver, HostedGameOver, RoundFinale } from '../../../kits/game-pages/index.ts';
import { useHostedRoundId } from '../../../kits/live-play/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { ReportResult } from './report-result.tsx';
import { typedAnswerBase, useTypedAnswerGame } from './use-typed-answer-game.ts';
import './typed-answer.css';

/**
 * /game/typed-answer/:gameId/game-over: a live round's finale, or a daily play's result with the way to the
 * answers. A live round still running sends the player back to play it; with `?round=`, that hosted round's end.
 */
export default function TypedAnswerGameOverPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const roundId = useHostedRoundId();
  return roundId
    ? <HostedGameOver key={roundId} roundId={roundId} loadFailed={t('typedAnswer.loadFailed')} />
    : <TypedGameOver gameId={gameId} />;
}

function TypedGameOver({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const [game, reload] = useTypedAnswerGame(gameId);
  return (
    <GameOver
      game={game}
      reload={reload}
      playHref={typedAnswerBase(gameId)}
      loadFailed={t('typedAnswer.loadFailed')}
      className="typed-play"
      live={(loaded) => <TypedRoundFinale game={loaded} />}
      daily={(loaded) => <ReportResult game={loaded} />}
    />
  );
}

function TypedRoundFinale({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <RoundFinale
      game={game}
      loadBoard={(signal) => client.call(api.typedAnswerLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal })}
      base={typedAnswerBase(gameId)}
      words={{ notPlayed: t('typedAnswer.notPlayed'), seeLeaderboard: t('typedAnswer.seeLeaderboard') }}
      resultTestId="typed-result"
    />
  );
}
