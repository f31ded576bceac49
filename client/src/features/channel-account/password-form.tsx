import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthResponse } from '@plw/protocol/api';
import { type CreatorSignUpForm, creatorSignUpSchema } from '@plw/shared/schemas/auth-forms';
import { useSetAtom } from 'jotai';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PasswordField } from '../../ui/password-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import { loginAtom } from '../../lib/session/auth-state.ts';
import { linkFailureMessage } from './link-messages.ts';

const FIELDS = ['password', 'confirm_password'] as const;

/**
 * A new password and its confirmation, sent with the e-mail and token of a mailed link; on success the creator is
 * signed in and lands on the dashboard. Sign-up and reset both use it.
 */
export function PasswordForm({ link, send, submitLabel, busyLabel }: {
  link: { email: string; token: string };
  send: (body: CreatorSignUpForm) => Promise<AuthResponse>;
  submitLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<CreatorSignUpForm>({
    resolver: zodResolver(creatorSignUpSchema),
    defaultValues: { email: link.email, token: link.token },
  });
  const { errors, isSubmitting } = formState;
  const login = useSetAtom(loginAtom);
  const [, navigate] = useLocation();

  const submit = useServerSubmit(send, {
    fields: FIELDS,
    setError,
    toastMessage: (error) => linkFailureMessage(t, error) ?? error.message,
    done: (response) => {
      // The new user and the new address reach the guards together (as on sign-in).
      flushSync(() => {
        login(response);
        navigate('/creator/dashboard', { replace: true });
      });
      toast.success(t('channelAccount.welcome'));
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('auth.email')}
        valueDirection="ltr"
        type="email"
        value={link.email}
        readOnly
        autoComplete="username"
        name="email-shown"
      />
      <PasswordField
        label={t('channelAccount.newPassword')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('channelAccount.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
