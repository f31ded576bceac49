import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useStudioMutation } from '../studio-queries.ts';
import { showServerErrors } from './server-field-errors.ts';

// What both kinds of question form do alike around their own fields: refilled when the question being edited
// (or the draft being reviewed) changes, a media preview, and saving: added or edited, then emptied; a
// refusal's messages go under their fields.

interface QuestionFormOptions<I extends FieldValues, V> {
  form: Pick<UseFormReturn<I, unknown, V>, 'reset' | 'setError'>;
  /** What the form shows: an edited question, a draft under review, or neither. */
  editing: { mediaUrl: string | null } | null;
  draft: unknown;
  /** The form's values for them. */
  initial: I;
  empty: I;
  save: (values: V) => Promise<unknown>;
  onDone: () => void;
}

export function useQuestionForm<I extends FieldValues, V>(options: QuestionFormOptions<I, V>) {
  const { form, editing, draft, initial, empty, onDone } = options;
  const { reset, setError } = form;
  const { t } = useTranslation();
  const [mediaUrl, setMediaUrl] = useState<string | null>(editing?.mediaUrl ?? null);
  useEffect(() => {
    reset(initial);
    setMediaUrl(editing?.mediaUrl ?? null);
    // `initial` is derived from `editing` and `draft`: refilled when they change, not on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing, draft, reset]);
  const save = useStudioMutation(options.save);

  async function submit(values: V) {
    try {
      await save.mutateAsync(values);
      toast.success(editing ? t('studio.questionSaved') : t('studio.questionAdded'));
      reset(empty);
      setMediaUrl(null);
      onDone();
    } catch (error) {
      showServerErrors(error, setError, t);
    }
  }

  return { mediaUrl, setMediaUrl, submit };
}
