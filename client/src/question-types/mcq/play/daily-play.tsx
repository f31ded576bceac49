import { api } from '@plw/protocol/api';
import { ERROR_MESSAGES } from '@plw/protocol/errors';
import type { ResponseOf } from '@plw/protocol/endpoint';
import type { GameSummary } from '@plw/shared/schemas/game';
import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useApiClient } from '../../../lib/api-context.tsx';
import { serverMessage } from '../../../lib/server-message.ts';
import { Loading } from '../../../ui/loading.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { choiceOrder } from '../../../lib/choice-order.ts';
import { gameText, LoadFailed, NextButton, useLoad } from '../../../kits/game-pages/index.ts';
import { type LockedChoice, QuestionCard } from './question-card.tsx';
import { ReportResult } from './report-result.tsx';

// A daily quiz over REST: the questions without answers, one locked answer per question (POST, kept alive if the
// page closes), the verdict at once (with the right answer after a wrong one, when the answer rule allows it), then
// the next question, and after the last one the player's result.

type Play = ResponseOf<typeof api.mcqQuestions>;

/** The server has not opened the game by its clock yet, though ours says it has: ask again shortly. */
const OPENING_RETRY_MS = 2000;

export function DailyPlay({ game }: { game: GameSummary }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const [loaded, reload] = useLoad(`play:${gameId}`, (signal) => client.call(api.mcqQuestions, { params: { id: gameId }, signal }));
  const header = <PageHeader title={game.game_name} subtitle={t('mcq.subtitle', { channel: game.channel.channel_name })} />;

  const refused = loaded.status === 'failed' && loaded.error.status === 409;
  // Played in the game's live round (RAPID_THEN_DAILY): that was the player's one scored play.
  const playedRound = refused && loaded.error.message === ERROR_MESSAGES.alreadyFinished;
  // Paused while a live round of the same game runs: kept, and asked for again until the round is over.
  const paused = refused && loaded.error.message === ERROR_MESSAGES.dailyPaused;
  const opening = refused && !playedRound;
  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(reload, OPENING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [opening, reload]);

  if (loaded.status === 'loading') return (
    <>
      {header}
      <Loading />
    </>
  );
  if (playedRound) return <Redirect to={`/game/mcq/${encodeURIComponent(gameId)}/game-over`} replace />;
  if (loaded.status === 'failed') {
    if (opening) return (
      <>
        {header}
        <Notice tone="info">{paused ? serverMessage(t, loaded.error) : t('mcq.opening')}</Notice>
        {paused && (
          <p>
            <Link href="/home" className="button button--ghost">
              {t('common.goHome')}
            </Link>
          </p>
        )}
      </>
    );
    return <LoadFailed title={game.game_name} error={loaded.error} onRetry={reload} message={t('mcq.loadFailed')} />;
  }
  return (
    <div className="mcq-play">
      {header}
      <DailyQuestions game={game} play={loaded.data} onStale={reload} />
    </div>
  );
}

function DailyQuestions({ game, play, onStale }: { game: GameSummary; play: Play; onStale: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const gameId = game.game_id;
  const text = gameText(game.language);
  const [locked, setLocked] = useState<ReadonlyMap<string, LockedChoice>>(
    () => new Map(play.answers.map((a) => [a.questionId, { answer: null, correct: a.correct, points: a.points }])),
  );
  const [pending, setPending] = useState<{ questionId: string; answer: string } | null>(null);
  /** The question on screen: it stays after its answer locks, until the player moves on. */
  const [showing, setShowing] = useState<string | null>(null);
  const [finished, setFinished] = useState(play.finished);
  const [showResult, setShowResult] = useState(play.finished);

  const questions = play.questions;
  const next = questions.find((q) => !locked.has(q.question_id));
  const current = questions.find((q) => q.question_id === showing) ?? next;
  const choices = useMemo(
    () => (current ? choiceOrder(current.choices, play.shuffleSeed, current.question_id) : []),
    [current, play.shuffleSeed],
  );

  if (showResult || !current) return <ReportResult game={game} />;

  async function choose(questionId: string, answer: string) {
    setShowing(questionId);
    setPending({ questionId, answer });
    try {
      const reply = await client.call(api.mcqAnswer, {
        params: { id: gameId },
        body: { question_id: questionId, answer },
        keepalive: true,
      });
      const choice = { answer, correct: reply.correct, points: reply.points, rightAnswer: reply.rightAnswer };
      setLocked((map) => new Map(map).set(questionId, choice));
      if (reply.finished) setFinished(true);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      // Answered or finished elsewhere meanwhile: load the play again.
      if (error.status === 409) onStale();
      else toast.error(serverMessage(t, error));
    } finally {
      setPending(null);
    }
  }

  const lockedHere = locked.get(current.question_id) ?? null;
  return (
    <QuestionCard
      key={current.question_id}
      question={current}
      number={questions.indexOf(current) + 1}
      total={questions.length}
      choices={choices}
      pending={pending?.questionId === current.question_id ? pending.answer : null}
      locked={lockedHere}
      closed={false}
      onChoose={(choice) => void choose(current.question_id, choice)}
      {...text}
    >
      {lockedHere && (
        <NextButton
          className="mcq-card__next"
          label={finished || !next ? t('mcq.seeResult') : t('mcq.next')}
          onClick={() => (finished || !next ? setShowResult(true) : setShowing(null))}
        />
      )}
    </QuestionCard>
  );
}
