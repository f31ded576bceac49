import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../lib/api-context.tsx';
import { FieldError } from '../../ui/field-frame.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextAreaField } from '../../ui/text-area-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useServerSubmit } from '../../ui/use-server-submit.ts';
import {
  CONFLICT_KEYS,
  type ChannelRequestFormInput,
  type ChannelRequestFormValues,
  channelRequestFormSchema,
  FORM_FIELDS,
  toFormData,
} from './channel-request-form.ts';
import './channel-request.css';

/** /channel/request: anyone asks for a channel (spec 5); an admin reviews it and the sign-up link comes by mail. */
export default function ChannelRequestPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<
    ChannelRequestFormInput,
    unknown,
    ChannelRequestFormValues
  >({ resolver: zodResolver(channelRequestFormSchema) });
  const { errors, isSubmitting } = formState;
  const picked = watch('channel_dp');
  const pickedName = picked && picked.length > 0 ? Array.from(picked, (file) => file.name).join(', ') : null;

  const submit = useServerSubmit(
    (values: ChannelRequestFormValues) => client.call(api.channelRequest, { form: toFormData(values) }),
    {
      fields: FORM_FIELDS,
      setError,
      fieldMessage: (message) =>
        message in CONFLICT_KEYS ? t(CONFLICT_KEYS[message as keyof typeof CONFLICT_KEYS]) : message,
      done: (_answer, values) => setSentTo(values.email),
    },
  );

  if (sentTo) {
    return (
      <section className="channel-request">
        <PageHeader title={t('channelRequest.sentTitle')} />
        <Notice tone="info">
          <p>{t('channelRequest.sentBody', { email: sentTo })}</p>
        </Notice>
        <Link href="/channel/signin" className="button button--ghost">
          {t('channelRequest.backToSignIn')}
        </Link>
      </section>
    );
  }

  return (
    <section className="channel-request">
      <PageHeader title={t('pages.channelRequest')} subtitle={t('channelRequest.intro')} />
      <form className="channel-request__form" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset className="channel-request__group">
          <legend>{t('channelRequest.aboutYou')}</legend>
          <TextField
            label={t('channelRequest.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('channelRequest.email')}
            type="email"
            autoComplete="email"
            valueDirection="ltr"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="channel-request__phone">
            <TextField
              label={t('channelRequest.countryCode')}
              inputMode="numeric"
              adornment="+"
              valueDirection="ltr"
              autoComplete="tel-country-code"
              error={errors.country_code?.message}
              {...register('country_code')}
            />
            <TextField
              label={t('channelRequest.phone')}
              type="tel"
              inputMode="numeric"
              valueDirection="ltr"
              autoComplete="tel-national"
              error={errors.phone_no?.message}
              {...register('phone_no')}
            />
          </div>
        </fieldset>
        <fieldset className="channel-request__group">
          <legend>{t('channelRequest.aboutChannel')}</legend>
          <TextField
            label={t('channelRequest.channelName')}
            error={errors.channel_name?.message}
            {...register('channel_name')}
          />
          <PictureField
            label={t('channelRequest.channelDp')}
            hint={t('channelRequest.channelDpHint')}
            chosen={pickedName ?? t('channelRequest.noPicture')}
            choose={t('channelRequest.choosePicture')}
            error={errors.channel_dp?.message}
          >
            {(id) => (
              <input
                id={id}
                type="file"
                accept="image/*"
                className="picture-field__input"
                {...register('channel_dp')}
              />
            )}
          </PictureField>
          <TextAreaField
            label={t('channelRequest.description')}
            className="channel-request__description"
            rows={4}
            error={errors.channel_description?.message}
            {...register('channel_description')}
          />
        </fieldset>
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? t('channelRequest.submitting') : t('channelRequest.submit')}
        </button>
      </form>
      <p className="channel-request__footer">
        {t('channelRequest.alreadyCreator')}
        {' '}
        <Link href="/channel/signin">{t('common.signIn')}</Link>
      </p>
    </section>
  );
}

interface PictureFieldProps {
  label: string;
  hint: string;
  chosen: string;
  choose: string;
  error: string | undefined;
  children: (id: string) => ReactNode;
}

/** A file picker shown as a button with the chosen file's name beside it, in the form's field style. */
function PictureField({ label, hint, chosen, choose, error, children }: PictureFieldProps) {
  const id = useId();
  return (
    <div className="field picture-field">
      <span className="field__label">{label}</span>
      <div className={error ? 'picture-field__row picture-field__row--invalid' : 'picture-field__row'}>
        <label htmlFor={id} className="button button--ghost button--small">
          {choose}
        </label>
        {children(id)}
        <span className="picture-field__name">{chosen}</span>
      </div>
      <span className="picture-field__hint">{hint}</span>
      <FieldError id={`${id}-error`} name="channel_dp" message={error} />
    </div>
  );
}
