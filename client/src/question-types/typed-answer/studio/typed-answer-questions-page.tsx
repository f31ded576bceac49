import type { StudioTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/studio-api';
import { useTranslation } from 'react-i18next';
import { QuestionDrafts } from '../../../features/studio/questions/question-drafts.tsx';
import { QuestionsCard, useQuestionEditor } from '../../../features/studio/questions/question-list.tsx';
import { QuestionsFrame } from '../../../features/studio/questions/questions-frame.tsx';
import { useGameIds } from '../../../features/studio/use-game-ids.ts';
import { TypedAnswerQuestionForm } from './typed-answer-question-form.tsx';
import { useTypedAnswerQuestions } from './use-typed-answer-questions.ts';
import './typed-answer-studio.css';

/**
 * /creator/game/typed-answer/add-question?gameIds=...: the first game's questions, added, edited, deleted and
 * reordered, each with the other spellings it accepts.
 */
export default function TypedAnswerQuestionsPage() {
  const { t } = useTranslation();
  const ids = useGameIds();
  const gameId = ids[0] ?? '';
  const loaded = useTypedAnswerQuestions(gameId);
  const editor = useQuestionEditor<StudioTypedAnswerQuestion>();
  const questions = loaded.data?.questions ?? [];
  const game = loaded.data?.game;
  const locked = game?.status === 'RELEASED';

  return (
    <QuestionsFrame title={t('pages.typedAnswerAddQuestion')} game={game} ids={ids} pending={loaded.isPending} failed={loaded.isError}>
      {game && !locked && (
        <TypedAnswerQuestionForm
          gameId={gameId}
          language={game.language}
          editing={editor.editing}
          draft={editor.draft}
          onDone={editor.done}
        />
      )}
      {!locked && game?.question_source === 'Chatgpt' && <QuestionDrafts gameId={gameId} onReview={editor.review} />}
      <QuestionsCard
        gameId={gameId}
        questions={questions}
        editingId={editor.editing?.question_id ?? null}
        locked={locked}
        detail={(q) =>
          q.alternatives.length > 0 && (
            <span dir="auto">{` · ${t('typedAnswerStudio.alsoAccepted', { spellings: q.alternatives.join(' · ') })}`}</span>
          )}
        onEdit={editor.edit}
      />
    </QuestionsFrame>
  );
}
