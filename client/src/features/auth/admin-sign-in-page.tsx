import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type AdminSignInForm, adminSignInSchema } from '@plw/shared/schemas/auth-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneFields } from '../../ui/phone-fields.tsx';
import { AuthCard } from '../../ui/auth-card.tsx';
import { useSignInSubmit } from './use-sign-in-submit.ts';

const FIELDS = ['country_code', 'phone', 'password'] as const;

/** /admin-signin: country code, phone and password (spec 5), then on to the admin dashboard. */
export default function AdminSignInPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(adminSignInSchema) });
  const { errors, isSubmitting } = formState;
  const submit = useSignInSubmit((body: AdminSignInForm) => client.call(api.adminSignIn, { body }), {
    fields: FIELDS,
    setError,
    home: '/admin/dashboard',
  });

  return (
    <AuthCard>
      <PageHeader title={t('pages.adminSignIn')} subtitle={t('auth.adminIntro')} />
      <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
        <PhoneFields
          countryCode={register('country_code', { valueAsNumber: true })}
          phone={register('phone')}
          errors={{ countryCode: errors.country_code?.message, phone: errors.phone?.message }}
          labels={{ countryCode: t('auth.countryCode'), phone: t('auth.phone') }}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? t('common.signingIn') : t('common.signIn')}
        </button>
      </form>
    </AuthCard>
  );
}
