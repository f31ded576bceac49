import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type CreatorSignInForm, creatorSignInSchema } from '@plw/shared/schemas/auth-forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthCard } from '../../ui/auth-card.tsx';
import { useSignInSubmit } from './use-sign-in-submit.ts';

const FIELDS = ['email', 'password'] as const;

/** /channel/signin: a creator signs in with e-mail and password (spec 5), then on to the creator dashboard. */
export default function CreatorSignInPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { register, handleSubmit, setError, formState } = useForm({ resolver: zodResolver(creatorSignInSchema) });
  const { errors, isSubmitting } = formState;
  const submit = useSignInSubmit((body: CreatorSignInForm) => client.call(api.creatorSignIn, { body }), {
    fields: FIELDS,
    setError,
    home: '/creator/dashboard',
  });

  return (
    <AuthCard>
      <PageHeader title={t('pages.creatorSignIn')} subtitle={t('auth.creatorIntro')} />
      <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('auth.email')}
          valueDirection="ltr"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link href="/channel/forgot-password" className="auth-form__aside-link">
          {t('auth.forgotPassword')}
        </Link>
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? t('common.signingIn') : t('common.signIn')}
        </button>
      </form>
      <p className="auth-card__footer">
        {t('auth.noChannelYet')}
        {' '}
        <Link href="/channel/request">{t('auth.requestChannel')}</Link>
      </p>
    </AuthCard>
  );
}
