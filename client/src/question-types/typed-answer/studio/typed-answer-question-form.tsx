import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { StudioTypedAnswerQuestion } from '@plw/protocol/question-types/typed-answer/studio-api';
import { type Language, localeOf } from '@plw/shared/constants';
import { typedAnswerQuestionSchema } from '@plw/shared/question-types/typed-answer/question-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiClient } from '../../../lib/api-context.tsx';
import { QuestionFormEnd } from '../../../features/studio/questions/question-form-end.tsx';
import { TextAreaInput } from '../../../features/studio/questions/text-area-input.tsx';
import { useQuestionForm } from '../../../features/studio/questions/use-question-form.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { AlternativesField } from './alternatives-field.tsx';
import { AnswerCheck } from './answer-check.tsx';

// Adds or edits one "type the answer" question: the question, its answer, up to 5 other accepted spellings and
// optional media, with the answer check beside them, judging by the rule of the game's language.

type Input = z.input<typeof typedAnswerQuestionSchema>;
type Values = z.output<typeof typedAnswerQuestionSchema>;

const EMPTY: Input = { question: '', answer: '', alternatives: [], mediaFile: null, mediaType: null };

function valuesOf(editing: StudioTypedAnswerQuestion | null, draft: QuestionDraft | null): Input {
  if (editing) {
    const { question, answer, alternatives, mediaFile, mediaType } = editing;
    return { question, answer, alternatives, mediaFile, mediaType };
  }
  if (!draft) return EMPTY;
  const { question, answer, alternatives = [] } = draft;
  return { ...EMPTY, question, answer, alternatives };
}

export function TypedAnswerQuestionForm({
  gameId,
  language,
  editing,
  draft,
  onDone,
}: {
  gameId: string;
  /** The game's language: its answers are typed, and judged, in it. */
  language: Language;
  editing: StudioTypedAnswerQuestion | null;
  draft: QuestionDraft | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(typedAnswerQuestionSchema),
    defaultValues: valuesOf(editing, draft),
  });
  // The check starts empty for each question: a spelling tried on the last one says nothing of the next.
  const [checkRound, setCheckRound] = useState(0);
  const { submit, end } = useQuestionForm<Input, Values>({
    form: { reset, setError, watch, setValue, formState },
    editing,
    draft,
    initial: valuesOf(editing, draft),
    empty: EMPTY,
    save: (values) =>
      editing
        ? client.call(api.updateTypedAnswerQuestion, {
            params: { id: gameId, questionId: editing.question_id },
            body: values,
          })
        : client.call(api.addTypedAnswerQuestion, { params: { id: gameId }, body: values }),
    onDone: () => {
      setCheckRound((round) => round + 1);
      onDone();
    },
    onCancel: onDone,
  });
  const { errors, isSubmitted } = formState;
  const answer = watch('answer') ?? '';
  const alternatives = watch('alternatives') ?? [];
  const lang = localeOf(language);

  return (
    <form className="studio-card" noValidate onSubmit={handleSubmit(submit)} aria-label={t('studio.questionForm')}>
      <h2 className="studio-card__title">{editing ? t('studio.editQuestion') : t('studio.addQuestion')}</h2>
      <TextAreaInput label={t('studio.fieldQuestion')} error={errors.question?.message} rows={2} {...register('question')} />
      <TextField
        label={t('studio.fieldAnswer')}
        error={errors.answer?.message}
        lang={lang}
        dir="auto"
        autoComplete="off"
        {...register('answer')}
      />
      <AlternativesField
        values={alternatives}
        errors={alternatives.map((_, index) => errors.alternatives?.[index]?.message)}
        listError={errors.alternatives?.message ?? errors.alternatives?.root?.message}
        lang={lang}
        onChange={(next) => setValue('alternatives', next, { shouldValidate: isSubmitted, shouldDirty: true })}
      />
      <AnswerCheck
        key={`${editing?.question_id ?? 'new'}:${checkRound}`}
        language={language}
        answer={answer}
        alternatives={alternatives}
      />
      <QuestionFormEnd {...end} />
    </form>
  );
}
