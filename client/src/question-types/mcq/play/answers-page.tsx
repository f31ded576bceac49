import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { AfterRoundPage, gameText, useLoad } from '../../../kits/game-pages/index.ts';
import { useMcqGame } from './use-mcq-game.ts';
import './mcq.css';
import { pointsFormat } from '../../../ui/number-format.ts';

// /game/mcq/:gameId/answers (spec 4): each question with its right answer and the player's own. A live game's
// answers wait for the end of its round; a daily game's open once the player finished it (the server decides).

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
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const text = gameText(game.language);
  const [report] = useLoad(`report:${gameId}`, (signal) => client.call(api.mcqReport, { params: { id: gameId }, signal }));
  const header = <PageHeader title={t('pages.answers')} subtitle={game.game_name} />;
  const base = `/game/mcq/${encodeURIComponent(gameId)}`;
  if (report.status === 'loading') return (
    <>
      {header}
      <Loading />
    </>
  );
  if (report.status === 'failed') {
    return (
      <>
        {header}
        {report.error.status === 409
          ? (
              <Notice tone="info">
                <p>{t('mcq.answersLater')}</p>
                <p><Link href={base}>{t('mcq.playIt')}</Link></p>
              </Notice>
            )
          : <Notice>{serverMessage(t, report.error)}</Notice>}
      </>
    );
  }

  const points = pointsFormat(i18n.language);
  const { questions, score, rank } = report.data;
  return (
    <div className="mcq-play">
      {header}
      <p className="mcq-answers__summary">
        {t('mcq.answersSummary', { score: points.format(score), right: questions.filter((q) => q.correct).length, total: questions.length })}
        {rank !== null && ` · ${t('mcq.rankValue', { rank })}`}
      </p>
      <ol className="mcq-answers" data-testid="mcq-answers">
        {questions.map((q, index) => {
          const verdict = q.my_answer === null ? 'none' : q.correct ? 'right' : 'wrong';
          return (
            <li key={q.question_id} className={`mcq-answer mcq-answer--${verdict}`} data-question={q.question_id} data-verdict={verdict}>
              <p className="mcq-answer__question">
                <span className="mcq-answer__number">{index + 1}</span>
                <span {...text}>{q.question}</span>
              </p>
              <dl className="mcq-answer__facts">
                <div>
                  <dt>{t('mcq.rightAnswer')}</dt>
                  <dd data-testid="right-answer" {...text}>{q.answer}</dd>
                </div>
                <div>
                  <dt>{t('mcq.yourAnswer')}</dt>
                  <dd data-testid="my-answer">
                    {q.my_answer === null ? t('mcq.noAnswer') : <span {...text}>{q.my_answer}</span>}
                    {verdict !== 'none' && (
                      <span className={`mcq-answer__verdict mcq-answer__verdict--${verdict}`}>
                        {verdict === 'right' ? `✓ ${t('krissKross.right')}` : `✗ ${t('krissKross.wrong')}`}
                      </span>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
      <p className="mcq-links">
        {game.mode !== 'DAILY' && <Link href={`${base}/leaderboard`}>{t('mcq.seeLeaderboard')}</Link>}
      </p>
      <NextUp afterGameId={gameId} />
    </div>
  );
}
