import { GAME_MODES, type GameMode } from '@plw/shared/constants';
import { isLiveMode, releaseFormSchema, releaseTimeProblems } from '@plw/shared/schemas/review';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRelease } from './release-queries.ts';
import '../../ui/panel.css';

// Mode, publishing time (in the creator's own time zone) and round length; a live mode needs a future time.

interface Values {
  mode: GameMode;
  /** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input holds it. */
  publishingLocal: string;
  duration: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
function localInput(date: Date) {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface ReleaseFormProps {
  gameIds: string[];
  /** The mode the form starts on: the game's own (Daily when unknown). */
  mode?: GameMode | undefined;
  duration?: number | undefined;
  disabled: boolean;
}

export function ReleaseForm({ gameIds, mode: gameMode = 'DAILY', duration, disabled }: ReleaseFormProps) {
  const { t } = useTranslation();
  const release = useRelease();
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: {
      mode: gameMode,
      publishingLocal: localInput(new Date(Date.now() + 10 * 60_000)),
      duration: String(duration ?? 120),
    },
  });
  const mode = useWatch({ control, name: 'mode' });
  const { errors } = formState;

  async function submit(values: Values) {
    const at = new Date(values.publishingLocal);
    const form = {
      mode: values.mode,
      publishing_time: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
      game_duration: isLiveMode(values.mode) || values.duration ? Number(values.duration) || null : null,
    };
    const parsed = releaseFormSchema.safeParse(form);
    const problems: Record<string, string> = parsed.success ? releaseTimeProblems(parsed.data, Date.now()) : {};
    if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    if (problems.publishing_time) setError('publishingLocal', { message: problems.publishing_time });
    if (problems.game_duration) setError('duration', { message: problems.game_duration });
    if (!parsed.success || Object.keys(problems).length > 0) return;
    try {
      await release.mutateAsync({ ...parsed.data, game_ids: gameIds });
      toast.success(t('release.released'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  return (
    <form className="panel-card release-form" noValidate onSubmit={handleSubmit(submit)} aria-label={t('release.formTitle')}>
      <h2 className="panel-heading">{t('release.formTitle')}</h2>
      <SelectField
        label={t('release.mode')}
        options={GAME_MODES.map((value) => ({ value, label: t(`release.modes.${value}`) }))}
        {...register('mode')}
      />
      <TextField
        label={t('release.publishingTime')}
        type="datetime-local"
        error={errors.publishingLocal?.message}
        {...register('publishingLocal')}
      />
      <TextField
        label={t('release.duration')}
        type="number"
        min={10}
        inputMode="numeric"
        error={errors.duration?.message}
        {...register('duration')}
      />
      <p className="panel-muted">{t(isLiveMode(mode) ? 'release.liveHint' : 'release.dailyHint')}</p>
      <button type="submit" className="button button--primary" disabled={disabled || formState.isSubmitting}>
        {formState.isSubmitting ? t('release.releasing') : t('release.release')}
      </button>
    </form>
  );
}
