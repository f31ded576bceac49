import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { StudioMcqQuestion } from '@plw/protocol/question-types/mcq/studio-api';
import { MCQ_OPTION_COUNT } from '@plw/shared/constants';
import { mcqQuestionSchema } from '@plw/shared/question-types/mcq/question-schema';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiClient } from '../../../lib/api-context.tsx';
import { TextAreaInput } from '../../../features/studio/questions/text-area-input.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { QuestionFormEnd } from '../../../features/studio/questions/question-form-end.tsx';
import { useQuestionForm } from '../../../features/studio/questions/use-question-form.ts';

// Adds or edits one multiple-choice question: the question, its answer, exactly 3 other options, optional media.

type Input = z.input<typeof mcqQuestionSchema>;
type Values = z.output<typeof mcqQuestionSchema>;

const EMPTY: Input = { question: '', answer: '', answer_options: Array(MCQ_OPTION_COUNT).fill(''), mediaFile: null, mediaType: null };

function valuesOf(editing: StudioMcqQuestion | null, draft: QuestionDraft | null): Input {
  if (editing) {
    const { question, answer, answer_options, mediaFile, mediaType } = editing;
    return { question, answer, answer_options, mediaFile, mediaType };
  }
  if (!draft) return EMPTY;
  const { question, answer, answer_options = EMPTY.answer_options } = draft;
  return { ...EMPTY, question, answer, answer_options };
}

export function McqQuestionForm({
  gameId,
  editing,
  draft,
  onDone,
}: {
  gameId: string;
  editing: StudioMcqQuestion | null;
  draft: QuestionDraft | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(mcqQuestionSchema),
    defaultValues: valuesOf(editing, draft),
  });
  const { submit, end } = useQuestionForm<Input, Values>({
    form: { reset, setError, watch, setValue, formState },
    editing,
    draft,
    initial: valuesOf(editing, draft),
    empty: EMPTY,
    save: (values) =>
      editing
        ? client.call(api.updateMcqQuestion, { params: { id: gameId, questionId: editing.question_id }, body: values })
        : client.call(api.addMcqQuestion, { params: { id: gameId }, body: values }),
    onDone,
  });
  const { errors } = formState;

  return (
    <form className="studio-card" noValidate onSubmit={handleSubmit(submit)} aria-label={t('studio.questionForm')}>
      <h2 className="studio-card__title">{editing ? t('studio.editQuestion') : t('studio.addQuestion')}</h2>
      <TextAreaInput label={t('studio.fieldQuestion')} error={errors.question?.message} rows={2} {...register('question')} />
      <TextField label={t('studio.fieldAnswer')} error={errors.answer?.message} {...register('answer')} />
      <div className="studio-grid-2">
        {Array.from({ length: MCQ_OPTION_COUNT }, (_, index) => (
          <TextField
            key={index}
            label={t('studio.fieldOption', { number: index + 1 })}
            error={errors.answer_options?.[index]?.message}
            {...register(`answer_options.${index}`)}
          />
        ))}
      </div>
      {errors.answer_options?.message && <p className="studio-error" role="alert">{errors.answer_options.message}</p>}
      <QuestionFormEnd {...end} />
    </form>
  );
}
