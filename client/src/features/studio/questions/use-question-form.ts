import type { MediaType } from '@plw/shared/constants';
import { type ComponentProps, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useStudioMutation } from '../studio-queries.ts';
import type { QuestionFormEnd } from './question-form-end.tsx';
import { showServerErrors } from './server-field-errors.ts';

// What every kind of question form does alike around its own fields: refilled when the question being edited
// (or the draft being reviewed) changes, a media preview, saving: added or edited, then emptied; a refusal's
// messages go under their fields; and its end (QuestionFormEnd): the media, cancel and save.

/** The media fields every question form holds. */
interface MediaValues {
  mediaFile?: string | null;
  mediaType?: MediaType | null;
}

type FormParts = 'reset' | 'setError' | 'watch' | 'setValue' | 'formState';

interface QuestionFormOptions<I extends FieldValues & MediaValues, V> {
  form: Pick<UseFormReturn<I, unknown, V>, FormParts>;
  /** What the form shows: an edited question, a draft under review, or neither. */
  editing: { mediaUrl: string | null } | null;
  draft: unknown;
  /** The form's values for them. */
  initial: I;
  empty: I;
  save: (values: V) => Promise<unknown>;
  onDone: () => void;
  /** What cancel does, when not the same as `onDone`. */
  onCancel?: () => void;
}

export function useQuestionForm<I extends FieldValues & MediaValues, V>(options: QuestionFormOptions<I, V>) {
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

  // The media fields are in every form's values (MediaValues), which react-hook-form's paths cannot see through I.
  const { watch, setValue, formState } = form as unknown as Pick<UseFormReturn<MediaValues>, FormParts>;
  const end: ComponentProps<typeof QuestionFormEnd> = {
    media: { mediaFile: watch('mediaFile'), mediaType: watch('mediaType'), url: mediaUrl },
    mediaError: formState.errors.mediaFile?.message ?? formState.errors.mediaType?.message,
    onMediaChange: (media) => {
      setValue('mediaFile', media?.mediaFile ?? null);
      setValue('mediaType', media?.mediaType ?? null);
      setMediaUrl(media?.url ?? null);
    },
    editing: editing !== null,
    cancellable: editing !== null || draft !== null,
    onCancel: options.onCancel ?? onDone,
    saving: formState.isSubmitting,
  };

  return { submit, end };
}
