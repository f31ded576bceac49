import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type PlayerAccount, playerAccountSchema } from '@plw/shared/schemas/player';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneFields } from '../../ui/phone-fields.tsx';
import { useSessionSubmit } from './use-session-submit.ts';

const FIELDS = ['country_code', 'phone', 'password', 'confirm_password'] as const;

/** "Save your progress": a guest sets a phone and password (POST /api/player/account) and is a guest no more. */
export function SaveProgressForm() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(playerAccountSchema) });
  const { errors, isSubmitting } = formState;
  const submit = useSessionSubmit((body: PlayerAccount) => client.call(api.setPlayerAccount, { body }), {
    fields: FIELDS,
    setError,
    success: t('profile.accountSaved'),
  });

  return (
    <section className="profile-card profile-card--highlight" aria-labelledby="save-progress-title">
      <h2 id="save-progress-title" className="profile-card__title">
        {t('profile.saveProgress')}
      </h2>
      <p className="profile-card__intro">{t('profile.saveProgressIntro')}</p>
      <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
        <PhoneFields
          countryCode={register('country_code')}
          phone={register('phone')}
          errors={{ countryCode: errors.country_code?.message, phone: errors.phone?.message }}
          labels={{ countryCode: t('profile.countryCode'), phone: t('profile.phoneNumber') }}
        />
        <PasswordField
          label={t('profile.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="profile-form__hint">{t('profile.passwordRules')}</p>
        <PasswordField
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.saveAccount')}
        </button>
      </form>
    </section>
  );
}
