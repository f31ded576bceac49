import { api } from '@plw/protocol/api';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AfterRoundPage, FinalBoard } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { typedAnswerBase, useTypedAnswerGame } from './use-typed-answer-game.ts';

// /game/typed-answer/:gameId/leaderboard: a daily game's goes home; a live game's waits for the end of its round,
// then shows the final board with the reader's own line marked.

export default function TypedAnswerLeaderboardPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [game, reload] = useTypedAnswerGame(gameId);
  return (
    <AfterRoundPage page="leaderboard" game={game} reload={reload} title={t('pages.leaderboard')} loadFailed={t('typedAnswer.loadFailed')}>
      {(loaded) => (
        <FinalBoard
          game={loaded}
          loadBoard={(signal) =>
            client.call(api.typedAnswerLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal })}
          answersHref={`${typedAnswerBase(gameId)}/answers`}
          words={{ empty: t('typedAnswer.boardEmpty'), seeAnswers: t('typedAnswer.seeAnswers') }}
          testId="typed-leaderboard"
        />
      )}
    </AfterRoundPage>
  );
}
