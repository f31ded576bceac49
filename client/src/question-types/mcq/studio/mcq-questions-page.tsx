import { useTranslation } from 'react-i18next';
import { useMcqQuestions } from './use-mcq-questions.ts';
import { McqQuestionForm } from './mcq-question-form.tsx';
import { QuestionsPage } from '../../../features/studio/questions/questions-page.tsx';

/** /creator/game/mcq/add-question?gameIds=...: the first game's quiz questions, added, edited, deleted, reordered. */
export default function McqQuestionsPage() {
  const { t } = useTranslation();
  return (
    <QuestionsPage
      title={t('pages.mcqAddQuestion')}
      useQuestions={useMcqQuestions}
      form={({ gameId, editor }) => (
        <McqQuestionForm gameId={gameId} editing={editor.editing} draft={editor.draft} onDone={editor.done} />
      )}
      detail={(q) => <span>{` · ${q.answer_options.join(' · ')}`}</span>}
    />
  );
}
