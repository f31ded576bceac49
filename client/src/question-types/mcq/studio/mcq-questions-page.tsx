import type { StudioMcqQuestion } from '@plw/protocol/question-types/mcq/studio-api';
import { useTranslation } from 'react-i18next';
import { useMcqQuestions } from './use-mcq-questions.ts';
import { useGameIds } from '../../../features/studio/use-game-ids.ts';
import { McqQuestionForm } from './mcq-question-form.tsx';
import { QuestionDrafts } from '../../../features/studio/questions/question-drafts.tsx';
import { QuestionsCard, useQuestionEditor } from '../../../features/studio/questions/question-list.tsx';
import { QuestionsFrame } from '../../../features/studio/questions/questions-frame.tsx';

/** /creator/game/mcq/add-question?gameIds=...: the first game's quiz questions, added, edited, deleted, reordered. */
export default function McqQuestionsPage() {
  const { t } = useTranslation();
  const ids = useGameIds();
  const gameId = ids[0] ?? '';
  const loaded = useMcqQuestions(gameId);
  const editor = useQuestionEditor<StudioMcqQuestion>();
  const questions = loaded.data?.questions ?? [];
  const game = loaded.data?.game;
  const locked = game?.status === 'RELEASED';

  return (
    <QuestionsFrame title={t('pages.mcqAddQuestion')} game={game} ids={ids} pending={loaded.isPending} failed={loaded.isError}>
      {!locked && (
        <McqQuestionForm gameId={gameId} editing={editor.editing} draft={editor.draft} onDone={editor.done} />
      )}
      {!locked && game?.question_source === 'Chatgpt' && <QuestionDrafts gameId={gameId} onReview={editor.review} />}
      <QuestionsCard
        gameId={gameId}
        questions={questions}
        editingId={editor.editing?.question_id ?? null}
        locked={locked}
        detail={(q) => <span>{` · ${q.answer_options.join(' · ')}`}</span>}
        onEdit={editor.edit}
      />
    </QuestionsFrame>
  );
}
