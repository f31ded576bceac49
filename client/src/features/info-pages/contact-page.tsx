import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type ContactMessage, contactMessageSchema } from '@plw/shared/schemas/player';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/api-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import './info-pages.css';

const FIELDS = ['name', 'email', 'message'] as const;

/** /contact-us: name, e-mail and a message for the admins (POST /api/contact); a toast once it is sent. */
export default function ContactPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const form = useForm({ resolver: zodResolver(contactMessageSchema) });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = useServerSubmit((body: ContactMessage) => client.call(api.contact, { body }), {
    fields: FIELDS,
    setError,
    done: () => {
      reset();
      toast.success(t('infoPages.sent'));
    },
  });

  return (
    <div className="info-page">
      <PageHeader title={t('pages.contactUs')} subtitle={t('infoPages.contactIntro')} />
      <form className="info-form" noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('infoPages.yourName')}
          autoComplete="name"
          dir="auto"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('infoPages.email')}
          type="email"
          autoComplete="email"
          valueDirection="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextAreaField
          label={t('infoPages.message')}
          dir="auto"
          rows={6}
          error={errors.message?.message}
          {...register('message')}
        />
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {isSubmitting ? t('infoPages.sending') : t('infoPages.send')}
        </button>
      </form>
    </div>
  );
}
