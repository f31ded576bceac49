import type { GameSummary } from '@plw/shared/schemas/game';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NextUp } from '../today/index.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { pointsFormat } from '../../ui/number-format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { gameText } from './game-text.ts';
import { useLoad } from './use-load.ts';
import './answers-report.css';
import './game-pages.css';

// A game's answers page, whatever its questions (spec 4): each question with its right answer and the player's
// own, marked right or wrong, under the player's score and rank. A live game's answers wait for the end of its
// round; a daily game's open once the player finished it (the server decides, with a 409 until then).

/** One question of the report: the player's answer null when none was given. */
interface AnswerLine {
  question_id: string;
  question: string;
  answer: string;
  my_answer: string | null;
  correct: boolean;
}

export interface AnswersRead {
  questions: readonly AnswerLine[];
  score: number;
  rank: number | null;
}

export interface AnswersWords {
  answersLater: string;
  playIt: string;
  summary: (values: { score: string; right: number; total: number }) => string;
  rankValue: (rank: number) => string;
  rightAnswer: string;
  yourAnswer: string;
  noAnswer: string;
  markRight: string;
  markWrong: string;
  seeLeaderboard: string;
}

export interface AnswersReportProps {
  game: GameSummary;
  read: (signal: AbortSignal) => Promise<AnswersRead>;
  /** The game's page in its type's routes. */
  base: string;
  /** The type's play class (its colours). */
  className: string;
  testId: string;
  words: AnswersWords;
}

export function AnswersReport({ game, read, base, className, testId, words }: AnswersReportProps) {
  const { t, i18n } = useTranslation();
  const gameId = game.game_id;
  const text = gameText(game.language);
  const [report] = useLoad(`report:${gameId}`, read);
  const header = <PageHeader title={t('pages.answers')} subtitle={game.game_name} />;
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
                <p>{words.answersLater}</p>
                <p><Link href={base}>{words.playIt}</Link></p>
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
    <div className={className}>
      {header}
      <p className="answers-report__summary">
        {words.summary({ score: points.format(score), right, total: questions.length })}
        {rank !== null && ` · ${words.rankValue(rank)}`}
      </p>
      <ol className="answers-report" data-testid={testId}>
        {questions.map((q, index) => {
          const verdict = q.my_answer === null ? 'none' : q.correct ? 'right' : 'wrong';
          return (
            <li key={q.question_id} className={`answer-row answer-row--${verdict}`} data-question={q.question_id} data-verdict={verdict}>
              <p className="answer-row__question">
                <span className="answer-row__number">{index + 1}</span>
                <span {...text}>{q.question}</span>
              </p>
              <dl className="answer-row__facts">
                <div>
                  <dt>{words.rightAnswer}</dt>
                  <dd data-testid="right-answer" {...text}>{q.answer}</dd>
                </div>
                <div>
                  <dt>{words.yourAnswer}</dt>
                  <dd data-testid="my-answer">
                    {q.my_answer === null ? words.noAnswer : <span {...text}>{q.my_answer}</span>}
                    {verdict !== 'none' && (
                      <span className={`answer-row__verdict answer-row__verdict--${verdict}`}>
                        {verdict === 'right' ? `✓ ${words.markRight}` : `✗ ${words.markWrong}`}
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
        <p className="game-page__links">
          <Link href={`${base}/leaderboard`}>{words.seeLeaderboard}</Link>
        </p>
      )}
      <NextUp afterGameId={gameId} />
    </div>
  );
}
