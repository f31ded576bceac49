import { useTranslation } from 'react-i18next';
import { QuestionsPage } from '../../../features/studio/questions/questions-page.tsx';
import { TypedAnswerQuestionForm } from './typed-answer-question-form.tsx';
import { useTypedAnswerQuestions } from './use-typed-answer-questions.ts';
import './typed-answer-studio.css';

/**
 * /creator/game/typed-answer/add-question?gameIds=...: the first game's questions, added, edited, deleted and
 * reordered, each with the other spellings it accepts.
 */
export default function TypedAnswerQuestionsPage() {
  const { t } = useTranslation();
  return (
    <QuestionsPage
      title={t('pages.typedAnswerAddQuestion')}
      useQuestions={useTypedAnswerQuestions}
      form={({ gameId, game, editor }) => (
        <TypedAnswerQuestionForm
          gameId={gameId}
          language={game.language}
          editing={editor.editing}
          draft={editor.draft}
          onDone={editor.done}
        />
      )}
      detail={(q) =>
        q.alternatives.length > 0 && (
          <span dir="auto">{` · ${t('typedAnswerStudio.alsoAccepted', { spellings: q.alternatives.join(' · ') })}`}</span>
        )}
    />
  );
}
