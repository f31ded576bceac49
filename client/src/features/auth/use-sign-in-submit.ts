import type { AuthResponse } from '@plw/protocol/api';
import { safeRedirect } from '@plw/shared/rules/route-access';
import { redirectSearchSchema, searchParamsToObject } from '@plw/shared/schemas/search-params';
import { useSetAtom } from 'jotai';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import { loginAtom } from '../../lib/session/auth-state.ts';

interface SignInSubmitOptions<F extends FieldValues> {
  /** The form's own fields; server field errors for them are shown under the field, others as a toast. */
  fields: readonly Path<F>[];
  setError: UseFormSetError<F>;
  /** Where to go after signing in when the address carries no usable `redirect`. */
  home: string;
}

/** Turns a sign-in call into the form's submit handler: store the session, then go back where the user came from. */
export function useSignInSubmit<F extends FieldValues, V>(
  signIn: (values: V) => Promise<AuthResponse>,
  { fields, setError, home }: SignInSubmitOptions<F>,
): (values: V) => Promise<boolean> {
  const { t } = useTranslation();
  const login = useSetAtom(loginAtom);
  const [, navigate] = useLocation();
  const search = useSearch();

  return useServerSubmit(signIn, {
    fields,
    setError,
    done: (response) => {
      const parsed = redirectSearchSchema.safeParse(searchParamsToObject(new URLSearchParams(search)));
      const target = (parsed.success && safeRedirect(parsed.data.redirect, window.location.origin)) || home;
      // The new user and the new address must reach the guards together, or a guard would judge one without the other.
      flushSync(() => {
        login(response);
        navigate(target, { replace: true });
      });
      toast.success(t('auth.signedIn'));
    },
  });
}
