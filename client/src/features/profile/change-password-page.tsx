import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type ChangePasswordForm, changePasswordSchema } from '@plw/shared/schemas/auth-forms';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import './profile.css';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;

/** /player/change-password (spec 5): old, new and confirmed password; a guest has none to change yet. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const authenticated = user?.role === 'PLAYER' && user.player.authenticated;
  return (
    <div className="profile profile--narrow">
      <PageHeader title={t('pages.changePassword')} />
      {authenticated
        ? <ChangePasswordFormCard />
        : (
            <Notice tone="info">
              <p>{t('profile.guestCannotChange')}</p>
              <Link href="/profile">{t('profile.goToProfile')}</Link>
            </Notice>
          )}
    </div>
  );
}

function ChangePasswordFormCard() {
  const { t } = useTranslation();
  const client = useApiClient();
  const form = useForm({ resolver: zodResolver(changePasswordSchema) });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = useServerSubmit((body: ChangePasswordForm) => client.call(api.playerChangePassword, { body }), {
    fields: FIELDS,
    setError,
    done: () => {
      reset();
      toast.success(t('profile.passwordChanged'));
    },
  });

  return (
    <section className="profile-card">
      <form className="profile-form" noValidate onSubmit={handleSubmit(submit)}>
        <PasswordField
          label={t('profile.oldPassword')}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...register('old_password')}
        />
        <PasswordField
          label={t('profile.newPassword')}
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <p className="profile-form__hint">{t('profile.passwordRules')}</p>
        <PasswordField
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('profile.saving') : t('profile.changePassword')}
        </button>
      </form>
    </section>
  );
}
