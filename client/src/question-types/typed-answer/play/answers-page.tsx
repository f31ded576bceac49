import { api } from '@plw/protocol/api';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { AfterRoundPage, gameText, useLoad } from '../../../kits/game-pages/index.ts';
import { NextUp } from '../../../kits/today/index.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { pointsFormat } from '../../../ui/number-format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { typedAnswerBase, useTypedAnswerGame } from './use-typed-answer-game.ts';
import './typed-answer.css';
import './answers-list.css';

// /game/typed-answer/:gameId/answers: each question with its right answer and what the player typed. A live
// game's answers wait for the end of its round; a daily game's open once the player finished it (the server
// decides).

export default function TypedAnswerAnswersPage() {
  const { t } = useTranslation();
  const { gameId = '' } = useParams<{ gameId: string }>();
  const [game, reload] = useTypedAnswerGame(gameId);
  return (
    <AfterRoundPage page="answers" game={game} reload={reload} title={t('pages.answers')} loadFailed={t('typedAnswer.loadFailed')}>
      {(loaded) => <Report game={loaded} />}
    </AfterRoundPage>
  );
}

function Report({ game }: { game: GameSummary }) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const text = gameText(game.language);
  const [report] = useLoad(`report:${gameId}`, (signal) =>
    client.call(api.typedAnswerReport, { params: { id: gameId }, signal }));
  const header = <PageHeader title={t('pages.answers')} subtitle={game.game_name} />;
  const base = typedAnswerBase(gameId);
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
                <p>{t('typedAnswer.answersLater')}</p>
                <p><Link href={base}>{t('typedAnswer.playIt')}</Link></p>
              </Notice>
            )
          : <Notice>{serverMessage(t, report.error)}</Notice>}
      </>
    );
  }

  const points = pointsFormat(i18n.language);
  const { questions, score, rank } = report.data;
  const right = questions.filter((q) => q.correct).length;
  return (
    <div className="typed-play">
      {header}
      <p className="typed-answers__summary">
        {t('typedAnswer.answersSummary', { score: points.format(score), right, total: questions.length })}
        {rank !== null && ` · ${t('typedAnswer.rankValue', { rank })}`}
      </p>
      <ol className="typed-answers" data-testid="typed-answers">
        {questions.map((q, index) => {
          const verdict = q.my_answer === null ? 'none' : q.correct ? 'right' : 'wrong';
          return (
            <li key={q.question_id} className={`typed-answer typed-answer--${verdict}`} data-question={q.question_id} data-verdict={verdict}>
              <p className="typed-answer__question">
                <span className="typed-answer__number">{index + 1}</span>
                <span {...text}>{q.question}</span>
              </p>
              <dl className="typed-answer__facts">
                <div>
                  <dt>{t('typedAnswer.rightAnswer')}</dt>
                  <dd data-testid="right-answer" {...text}>{q.answer}</dd>
                </div>
                <div>
                  <dt>{t('typedAnswer.yourAnswer')}</dt>
                  <dd data-testid="my-answer">
                    {q.my_answer === null ? t('typedAnswer.noAnswer') : <span {...text}>{q.my_answer}</span>}
                    {verdict !== 'none' && (
                      <span className={`typed-answer__verdict typed-answer__verdict--${verdict}`}>
                        {verdict === 'right' ? `✓ ${t('typedAnswer.markRight')}` : `✗ ${t('typedAnswer.markWrong')}`}
                      </span>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
      {game.mode !== 'DAILY' && (
        <p className="typed-links">
          <Link href={`${base}/leaderboard`}>{t('typedAnswer.seeLeaderboard')}</Link>
        </p>
      )}
      <NextUp afterGameId={gameId} />
    </div>
  );
}
