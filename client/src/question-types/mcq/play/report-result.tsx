import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { LazyStatsPanel } from '../../../kits/stats/index.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Celebration } from '../../../ui/celebration.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useLoad } from '../../../kits/game-pages/index.ts';
import { AnswersShareButton } from '../../../kits/share/index.ts';

// A finished daily play's result, read from its report (GET /game/mcq/{id}/report): headed honestly ("Solved" only
// when every answer was right, else "2/3 right"), with points, rank and right answers, the answers page and Share,
// then the player's streak and statistics and the next game to play. No dead end.

export function ReportResult({ game }: { game: GameSummary }) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [report] = useLoad(`report:${gameId}`, (signal) => client.call(api.mcqReport, { params: { id: gameId }, signal }));
  if (report.status === 'loading') return <Loading />;
  if (report.status === 'failed') return <Notice>{serverMessage(t, report.error)}</Notice>;
  const { questions, score, rank } = report.data;
  const answers = questions.map((q) => q.correct);
  const right = answers.filter(Boolean).length;
  const solved = questions.length > 0 && right === questions.length;
  const number = new Intl.NumberFormat(i18n.language);
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;
  return (
    <>
      <Celebration when={solved} />
      <ResultPanel
        title={solved
          ? t('mcq.solvedTitle')
          : t('today.partRight', { right: number.format(right), total: number.format(questions.length) })}
        score={score}
        rank={rank}
        right={right}
        total={questions.length}
        answersHref={`${base}/answers`}
        leaderboardHref={null}
        share={<AnswersShareButton game={game} answers={answers} />}
      />
      <LazyStatsPanel />
      <NextUp afterGameId={gameId} />
    </>
  );
}
