import { api } from '@plw/protocol/api';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useLoad } from './use-load.ts';

/** A finished daily play's result, read from its report (GET /game/mcq/{id}/report): points, rank, right answers. */
export function ReportResult({ gameId, withLeaderboard }: { gameId: string; withLeaderboard: boolean }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [report] = useLoad(`report:${gameId}`, (signal) => client.call(api.mcqReport, { params: { id: gameId }, signal }));
  if (report.status === 'loading') return <Loading />;
  if (report.status === 'failed') return <Notice>{serverMessage(t, report.error)}</Notice>;
  const { questions, score, rank } = report.data;
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;
  return (
    <ResultPanel
      title={t('mcq.result')}
      score={score}
      rank={rank}
      right={questions.filter((q) => q.correct).length}
      total={questions.length}
      answersHref={`${base}/answers`}
      leaderboardHref={withLeaderboard ? `${base}/leaderboard` : null}
    />
  );
}
