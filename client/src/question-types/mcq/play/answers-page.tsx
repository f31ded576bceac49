import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { AfterRoundPage, AnswersReport } from '../../../kits/game-pages/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';

// /game/mcq/:gameId/answers (spec 4): the kit's answers page, with the quiz's report and words.

export default function McqAnswersPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [game, reload] = useMcqGame(gameId);
  return (
    <AfterRoundPage page="answers" game={game} reload={reload} title={t('pages.answers')} loadFailed={t('mcq.loadFailed')}>
      {(loaded) => <Report game={loaded} />}
    </AfterRoundPage>
  );
}

function Report({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  return (
    <AnswersReport
      game={game}
      read={(signal) => client.call(api.mcqReport, { params: { id: gameId }, signal })}
      base={`/game/mcq/${encodeURIComponent(gameId)}`}
      className="mcq-play"
      testId="mcq-answers"
      words={{
        answersLater: t('mcq.answersLater'),
        playIt: t('mcq.playIt'),
        summary: (values) => t('mcq.answersSummary', values),
        rankValue: (rank) => t('mcq.rankValue', { rank }),
        rightAnswer: t('mcq.rightAnswer'),
        yourAnswer: t('mcq.yourAnswer'),
        noAnswer: t('mcq.noAnswer'),
        markRight: t('krissKross.right'),
        markWrong: t('krissKross.wrong'),
        seeLeaderboard: t('mcq.seeLeaderboard'),
      }}
    />
  );
}
