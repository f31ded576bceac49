import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type ForgotPasswordForm, forgotPasswordSchema } from '@plw/shared/schemas/channel-accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { AuthCard } from '../../ui/auth-card.tsx';
import { linkParams } from './link-messages.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * /channel/forgot-password: a creator asks for a reset link by e-mail; the mailed link opens this page again with
 * email and token, which then asks for the new password.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const link = linkParams(useSearch());
  return (
    <AuthCard>
      {link
        ? (
            <>
              <PageHeader title={t('channelAccount.resetTitle')} subtitle={t('channelAccount.resetIntro')} />
              <PasswordForm
                link={link}
                send={(body) => client.call(api.creatorResetPassword, { body })}
                submitLabel={t('channelAccount.resetPassword')}
                busyLabel={t('channelAccount.resetting')}
              />
            </>
          )
        : (
            <RequestResetLink />
          )}
      <p className="auth-card__footer">
        <Link href="/channel/signin">{t('channelAccount.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}

function RequestResetLink() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
  });

  async function submit(body: ForgotPasswordForm) {
    try {
      await client.call(api.creatorForgotPassword, { body });
      setSentTo(body.email);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    }
  }

  return (
    <>
      <PageHeader title={t('pages.forgotPassword')} subtitle={t('channelAccount.forgotIntro')} />
      {sentTo
        ? (
            <Notice tone="info">
              <p>{t('channelAccount.linkSent', { email: sentTo })}</p>
            </Notice>
          )
        : (
            <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
              <TextField
                label={t('auth.email')}
                valueDirection="ltr"
                type="email"
                autoComplete="email"
                error={formState.errors.email?.message}
                {...register('email')}
              />
              <button type="submit" className="button button--primary button--block" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('channelAccount.sending') : t('channelAccount.sendLink')}
              </button>
            </form>
          )}
    </>
  );
}
