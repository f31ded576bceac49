import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import type { QuestionDraft } from '@plw/protocol/rest/studio-parts';
import type { StudioKrissKrossQuestion } from '@plw/protocol/question-types/krisskross/studio-api';
import { DIRECTIONS } from '@plw/shared/constants';
import { krissKrossQuestionSchema } from '@plw/shared/question-types/krisskross/question-schema';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiClient } from '../../../lib/api-context.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { QuestionFormEnd } from '../../../features/studio/questions/question-form-end.tsx';
import { useQuestionForm } from '../../../features/studio/questions/use-question-form.ts';
import { TextAreaInput } from '../../../features/studio/questions/text-area-input.tsx';

// Adds or edits one kriss-kross question: the clue, its answer (letters, spaces and commas), its direction and
// optional media. What is typed so far is reported, so the grid preview can show it before it is saved.

type Input = z.input<typeof krissKrossQuestionSchema>;
type Values = z.output<typeof krissKrossQuestionSchema>;

const EMPTY = { question: '', answer: '', direction: undefined, mediaFile: null, mediaType: null } as unknown as Input;

function valuesOf(editing: StudioKrissKrossQuestion | null, draft: QuestionDraft | null): Input {
  if (editing) {
    const { question, answer, direction, mediaFile, mediaType } = editing;
    return { question, answer, direction, mediaFile, mediaType };
  }
  if (!draft) return EMPTY;
  const { question, answer, direction } = draft;
  return { ...EMPTY, question, answer, ...(direction ? { direction } : {}) };
}

export function KrissKrossQuestionForm({
  gameId,
  editing,
  draft,
  onDone,
  onTyping,
}: {
  gameId: string;
  editing: StudioKrissKrossQuestion | null;
  draft: QuestionDraft | null;
  onDone: () => void;
  onTyping: (typed: { answer: string; direction: Values['direction'] | undefined }) => void;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(krissKrossQuestionSchema),
    defaultValues: valuesOf(editing, draft),
  });
  const answer = watch('answer');
  const direction = watch('direction');
  useEffect(() => onTyping({ answer: answer ?? '', direction }), [answer, direction, onTyping]);
  const { submit, end } = useQuestionForm<Input, Values>({
    form: { reset, setError, watch, setValue, formState },
    editing,
    draft,
    initial: valuesOf(editing, draft),
    empty: EMPTY,
    save: (values) =>
      editing
        ? client.call(api.updateKrissKrossQuestion, {
            params: { id: gameId, questionId: editing.question_id },
            body: values,
          })
        : client.call(api.addKrissKrossQuestion, { params: { id: gameId }, body: values }),
    onDone,
  });
  const { errors } = formState;

  return (
    <form className="studio-card" noValidate onSubmit={handleSubmit(submit)} aria-label={t('studio.questionForm')}>
      <h2 className="studio-card__title">{editing ? t('studio.editQuestion') : t('studio.addQuestion')}</h2>
      <TextAreaInput label={t('studio.fieldClue')} error={errors.question?.message} rows={2} {...register('question')} />
      <TextField label={t('studio.fieldAnswer')} error={errors.answer?.message} {...register('answer')} />
      <fieldset className="studio-choice" aria-invalid={errors.direction ? true : undefined}>
        <legend>{t('studio.fieldDirection')}</legend>
        {DIRECTIONS.map((value) => (
          <label key={value} className="studio-choice__option">
            <input type="radio" value={value} {...register('direction')} />
            {t(`studio.direction.${value}`)}
          </label>
        ))}
      </fieldset>
      {errors.direction?.message && (
        <p className="studio-error" role="alert" data-testid="direction-error">
          {errors.direction.message}
        </p>
      )}
      <QuestionFormEnd {...end} />
    </form>
  );
}
