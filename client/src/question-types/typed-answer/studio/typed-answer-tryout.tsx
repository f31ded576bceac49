import { api } from '@plw/protocol/api';
import type { TypedAnswerQuestionView } from '@plw/protocol/question-types/typed-answer/review-api';
import { type Language, localeOf } from '@plw/shared/constants';
import { judgeTypedAnswer, type TypedAnswerVerdict } from '@plw/shared/question-types/typed-answer/answer';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@plw/protocol/rest/media';
import { useApiClient } from '../../../lib/api-context.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { MediaPreview } from '../../../features/studio/media-picker.tsx';
import { TryoutSteps } from '../../../features/studio/play/tryout-steps.tsx';
import { AnswerKey } from './answer-key.tsx';

// A "type the answer" game played as a player would, one question at a time: type, check, right or wrong at once,
// judged by the same rule the server scores with, in the game's language. Nothing is sent or scored. The demo also
// shows every answer with the spellings it accepts.

interface TryoutProps {
  gameId: string;
  /** The game's language: answers are typed in it and judged by its rule. */
  language: Language;
  /** The demo's answers at hand. */
  showKey: boolean;
}

export function TypedAnswerTryout({ gameId, language, showKey }: TryoutProps) {
  const client = useApiClient();
  const loaded = useQuery({
    queryKey: ['studio', 'typed-answer-demo', gameId],
    queryFn: ({ signal }) => client.call(api.typedAnswerPlayDemoQuestions, { params: { id: gameId }, signal }),
  });

  return (
    <TryoutSteps
      loaded={loaded}
      step={(question, at) => (
        <QuestionStep
          key={question.question_id}
          question={question}
          language={language}
          number={at.number}
          total={at.total}
          onRight={at.onRight}
          onNext={at.onNext}
        />
      )}
      after={(questions) => showKey && <AnswerKey questions={questions} />}
    />
  );
}

interface StepProps {
  question: TypedAnswerQuestionView;
  language: Language;
  number: number;
  total: number;
  onRight: () => void;
  onNext: () => void;
}

function QuestionStep({ question, language, number, total, onRight, onNext }: StepProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<TypedAnswerVerdict | null>(null);
  const locked = verdict === 'correct' || verdict === 'wrong';

  function check() {
    const judged = judgeTypedAnswer(typed, question, language);
    setVerdict(judged);
    if (judged === 'correct') onRight();
  }

  return (
    <section className="studio-card" aria-labelledby="tryout-question">
      <p className="studio-muted">{t('studio.questionOf', { number, total })}</p>
      <h2 id="tryout-question" className="studio-card__title" dir="auto">
        {question.question}
      </h2>
      {question.mediaFile && question.mediaType && (
        <MediaPreview media={{ url: mediaUrl(question.mediaFile), mediaType: question.mediaType }} />
      )}
      <form
        className="studio-row studio-row--bottom"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) check();
        }}
      >
        <TextField
          label={t('typedAnswerStudio.yourAnswer')}
          value={typed}
          lang={localeOf(language)}
          dir="auto"
          autoComplete="off"
          spellCheck={false}
          readOnly={locked}
          className={locked ? `typed-tryout__answer typed-tryout__answer--${verdict}` : 'typed-tryout__answer'}
          error={verdict === 'empty' ? t('typedAnswerStudio.typeSomething') : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        {!locked && (
          <button type="submit" className="button button--primary">
            {t('studio.check')}
          </button>
        )}
      </form>
      {locked && (
        <div className="studio-row studio-row--between">
          <p role="status" className="studio-card__title">
            {verdict === 'correct' ? t('studio.right') : t('studio.wrongAnswer', { answer: `\u2068${question.answer}\u2069` })}
          </p>
          <button type="button" className="button button--primary" onClick={onNext}>
            {number < total ? t('studio.next') : t('studio.finish')}
          </button>
        </div>
      )}
    </section>
  );
}
