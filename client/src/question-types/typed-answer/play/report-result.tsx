import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLoad } from '../../../kits/game-pages/index.ts';
import { AnswersShareButton } from '../../../kits/share/index.ts';
import { LazyStatsPanel } from '../../../kits/stats/index.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Celebration } from '../../../ui/celebration.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { pointsFormat } from '../../../ui/number-format.ts';
import { ResultCard } from '../../../ui/result-card.tsx';
import { typedAnswerBase } from './use-typed-answer-game.ts';

// A finished daily play's result, read from its report (GET /game/typed-answer/{id}/report): headed honestly
// ("Solved" only when every answer was right, else "2/3 right"), with points, rank and right answers, the answers
// page and Share (a Wordle-like line of squares, never an answer), then the player's streak and statistics and
// the next game to play. No dead end.

export function ReportResult({ game }: { game: GameSummary }) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [report] = useLoad(`report:${gameId}`, (signal) =>
    client.call(api.typedAnswerReport, { params: { id: gameId }, signal }));
  if (report.status === 'loading') return <Loading />;
  if (report.status === 'failed') return <Notice>{serverMessage(t, report.error)}</Notice>;
  const { questions, score, rank } = report.data;
  const answers = questions.map((q) => q.correct);
  const right = answers.filter(Boolean).length;
  const solved = questions.length > 0 && right === questions.length;
  const number = new Intl.NumberFormat(i18n.language);
  const stats = [
    { id: 'score', label: t('typedAnswer.score'), value: pointsFormat(i18n.language).format(score) },
    { id: 'rank', label: t('typedAnswer.rank'), value: rank === null ? '–' : t('typedAnswer.rankValue', { rank }) },
    { id: 'right', label: t('typedAnswer.rightAnswers'), value: t('typedAnswer.outOf', { value: right, total: questions.length }) },
  ];
  const title = solved
    ? t('typedAnswer.solvedTitle')
    : t('today.partRight', { right: number.format(right), total: number.format(questions.length) });
  return (
    <>
      <Celebration when={solved} />
      <ResultCard title={title} stats={stats} testId="typed-result">
        <Link href={`${typedAnswerBase(gameId)}/answers`} className="button button--primary">
          {t('typedAnswer.seeAnswers')}
        </Link>
        <AnswersShareButton game={game} answers={answers} />
      </ResultCard>
      <LazyStatsPanel />
      <NextUp afterGameId={gameId} />
    </>
  );
}
