import { api } from '@plw/protocol/api';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AuthCard } from '../../ui/auth-card.tsx';
import { linkParams } from './link-messages.ts';
import { PasswordForm } from './password-form.tsx';

/** /channel/signup?email&token (spec 2): the approved creator sets a password with the mailed link. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  // The route checks both params are there before this page renders.
  const link = linkParams(useSearch()) ?? { email: '', token: '' };
  return (
    <AuthCard>
      <PageHeader title={t('pages.creatorSignUp')} subtitle={t('channelAccount.signUpIntro')} />
      <PasswordForm
        link={link}
        send={(body) => client.call(api.creatorSignUp, { body })}
        submitLabel={t('channelAccount.createAccount')}
        busyLabel={t('channelAccount.creating')}
      />
    </AuthCard>
  );
}
