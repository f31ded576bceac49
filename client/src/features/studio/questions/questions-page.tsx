import type { StudioGame } from '@plw/protocol/rest/studio-parts';
import type { ReactNode } from 'react';
import { useGameIds } from '../use-game-ids.ts';
import { QuestionDrafts } from './question-drafts.tsx';
import { type ListedQuestion, QuestionsCard, useQuestionEditor } from './question-list.tsx';
import { QuestionsFrame } from './questions-frame.tsx';

// An add-question page (/creator/game/<type>/add-question?gameIds=...): the first game's questions, added,
// edited, deleted and reordered, with the drafts to review when the game's questions come from ChatGPT. The
// form and each question's detail in the list are the type's.

type QuestionEditor<Q> = ReturnType<typeof useQuestionEditor<Q>>;

export function QuestionsPage<Q extends ListedQuestion>({
  title,
  useQuestions,
  form,
  detail,
}: {
  title: string;
  /** The type's query of a game's questions in the studio. */
  useQuestions: (gameId: string) => {
    isPending: boolean;
    isError: boolean;
    data?: { game: StudioGame; questions: Q[] };
  };
  /** The type's question form, shown while the game may still change. */
  form: (at: { gameId: string; game: StudioGame; editor: QuestionEditor<Q> }) => ReactNode;
  detail: (question: Q) => ReactNode;
}) {
  const ids = useGameIds();
  const gameId = ids[0] ?? '';
  const loaded = useQuestions(gameId);
  const editor = useQuestionEditor<Q>();
  const questions = loaded.data?.questions ?? [];
  const game = loaded.data?.game;
  const locked = game?.status === 'RELEASED';

  return (
    <QuestionsFrame title={title} game={game} ids={ids} pending={loaded.isPending} failed={loaded.isError}>
      {game && !locked && form({ gameId, game, editor })}
      {!locked && game?.question_source === 'Chatgpt' && <QuestionDrafts gameId={gameId} onReview={editor.review} />}
      <QuestionsCard
        gameId={gameId}
        questions={questions}
        editingId={editor.editing?.question_id ?? null}
        locked={locked}
        detail={detail}
        onEdit={editor.edit}
      />
    </QuestionsFrame>
  );
}
