import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type PlayerSignIn, playerSignInSchema } from '@plw/shared/schemas/player';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneFields } from '../../ui/phone-fields.tsx';
import { useSessionSubmit } from './use-session-submit.ts';

const FIELDS = ['country_code', 'phone', 'password'] as const;

/** "Sign in with your phone": continue a saved account on this device (POST /api/auth/player/signin). */
export function PhoneSignInForm() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(playerSignInSchema) });
  const { errors, isSubmitting } = formState;
  const submit = useSessionSubmit((body: PlayerSignIn) => client.call(api.playerSignIn, { body }), {
    fields: FIELDS,
    setError,
    success: t('profile.signedIn'),
    newUser: true,
  });

  return (
    <section className="profile-card" aria-labelledby="phone-sign-in-title">
      <h2 id="phone-sign-in-title" className="profile-card__title">
        {t('profile.signInWithPhone')}
      </h2>
      <p className="profile-card__intro">{t('profile.signInIntro')}</p>
      <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
        <PhoneFields
          countryCode={register('country_code')}
          phone={register('phone')}
          errors={{ countryCode: errors.country_code?.message, phone: errors.phone?.message }}
          labels={{ countryCode: t('profile.countryCode'), phone: t('profile.phoneNumber') }}
        />
        <PasswordField
          label={t('profile.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.signingIn') : t('profile.signIn')}
        </button>
      </form>
    </section>
  );
}
