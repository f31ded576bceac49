import { api } from '@plw/protocol/api';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AfterRoundPage, FinalBoard } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useMcqGame } from './use-mcq-game.ts';

// /game/mcq/:gameId/leaderboard (spec 4): a daily game's goes home; a live game's waits for the end of its round,
// then shows the final board with the reader's own line marked (and after the top when not in it).

export default function McqLeaderboardPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [game, reload] = useMcqGame(gameId);
  return (
    <AfterRoundPage page="leaderboard" game={game} reload={reload} title={t('pages.leaderboard')} loadFailed={t('mcq.loadFailed')}>
      {(loaded) => (
        <FinalBoard
          game={loaded}
          loadBoard={(signal) => client.call(api.mcqLeaderboard, { params: { id: gameId }, query: { type: 'RAPID' }, signal })}
          answersHref={`/game/mcq/${encodeURIComponent(gameId)}/answers`}
          words={{ empty: t('mcq.boardEmpty'), seeAnswers: t('mcq.seeAnswers') }}
          testId="mcq-leaderboard"
        />
      )}
    </AfterRoundPage>
  );
}
