import { hostingApi, type JoinTarget } from '@plw/protocol/rest/hosting';
import { normalJoinCode } from '@plw/shared/rules/round/hosted';
import { safeRedirect } from '@plw/shared/rules/route-access';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { joinErrorText } from './join-errors.ts';
import './join.css';

// /join and /join/{code}: the six digits a host shows the room, looked up (GET /api/join/{code}), then on to the
// round's lobby. Guests are signed in on start, so nobody needs an account to get here.

interface CodeForm {
  code: string;
}

/** Where a found round sends the player: the server's `go` when it is a path on this site, else its lobby. */
export function lobbyHref(target: JoinTarget, origin: string): string {
  return safeRedirect(target.go, origin) ?? `/round/${encodeURIComponent(target.round_id)}`;
}

export default function JoinPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const { code: fromAddress } = useParams<{ code?: string }>();
  const { register, handleSubmit, setError, setFocus, formState } = useForm<CodeForm>({
    defaultValues: { code: fromAddress ?? '' },
  });
  const { errors, isSubmitting } = formState;

  const lookUp = async ({ code: typed }: CodeForm) => {
    const code = normalJoinCode(typed);
    if (!code) {
      setError('code', { message: t('join.badCode') }, { shouldFocus: true });
      return;
    }
    try {
      const target = await client.call(hostingApi.joinByCode, { params: { code } });
      if (target.state === 'ENDED') setError('code', { message: t('join.hosted.roundOver') }, { shouldFocus: true });
      else navigate(lobbyHref(target, window.location.origin));
    } catch (error) {
      setError('code', { message: joinErrorText(t, error, 'noSuchCode') }, { shouldFocus: true });
    }
  };

  // A code in the address (a QR code, a shared link) is looked up at once; the field stays there to retry.
  const submit = handleSubmit(lookUp);
  const lookedUp = useRef(false);
  useEffect(() => {
    if (fromAddress && !lookedUp.current) {
      lookedUp.current = true;
      void submit();
    }
  }, [fromAddress, submit]);
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <div className="join-card">
      <PageHeader title={t('join.codeHeading')} subtitle={t('join.codeIntro')} />
      <form className="join-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          className="join-code"
          label={t('join.codeLabel')}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="go"
          maxLength={16}
          placeholder="123 456"
          valueDirection="ltr"
          error={errors.code?.message}
          {...register('code')}
        />
        <button type="submit" className="button button--primary button--block join-form__submit" disabled={isSubmitting}>
          {isSubmitting ? t('join.looking') : t('join.submit')}
        </button>
      </form>
    </div>
  );
}
