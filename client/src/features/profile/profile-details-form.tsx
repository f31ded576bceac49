import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { playerProfileSchema } from '@plw/shared/schemas/player';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-context.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSessionSubmit } from './use-session-submit.ts';

// A blank field clears the value rather than failing the length rule.
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const detailsFormSchema = z.object({
  name: z.preprocess(blankToNull, playerProfileSchema.shape.name),
  username: z.preprocess(blankToNull, playerProfileSchema.shape.username),
});

const FIELDS = ['name', 'username'] as const;

/** Name and username (PATCH /api/player/profile); the answer is the fresh session. */
export function ProfileDetailsForm({ name, username }: { name: string | null; username: string | null }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(detailsFormSchema),
    defaultValues: { name: name ?? '', username: username ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = useSessionSubmit(
    (body: z.output<typeof detailsFormSchema>) => client.call(api.updateProfile, { body }),
    { fields: FIELDS, setError, success: t('profile.saved') },
  );

  return (
    <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('profile.name')}
        autoComplete="name"
        dir="auto"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('profile.username')}
        autoComplete="username"
        valueDirection="ltr"
        error={errors.username?.message}
        {...register('username')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
