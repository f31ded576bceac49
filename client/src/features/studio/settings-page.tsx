import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { channelSettingsSchema } from '@plw/protocol/rest/studio-parts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useApiClient } from '../../lib/api-context.tsx';
import { Loading } from '../../ui/loading.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { MediaPicker } from './media-picker.tsx';
import { showServerErrors } from './questions/server-field-errors.ts';
import { TextAreaInput } from './questions/text-area-input.tsx';
import { useChannelDetails, useStudioMutation } from './studio-queries.ts';
import './studio.css';

type Input = z.input<typeof channelSettingsSchema>;
type Values = z.output<typeof channelSettingsSchema>;

/** /creator/settings: the channel's name, description (spec 5's rules) and picture. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const details = useChannelDetails();
  const channel = details.data?.channel;
  const { register, handleSubmit, reset, control, setError, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(channelSettingsSchema),
    defaultValues: { channel_name: '', channel_description: '' },
  });
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!channel) return;
    // The picture stays unless it is changed (undefined), so only its address is kept here.
    reset({ channel_name: channel.channel_name, channel_description: channel.channel_description });
    setPictureUrl(channel.channel_dp);
  }, [channel, reset]);
  const save = useStudioMutation((values: Values) => client.call(api.updateChannelSettings, { body: values }));
  const { errors, isSubmitting } = formState;

  async function submit(values: Values) {
    try {
      await save.mutateAsync(values);
      toast.success(t('studio.saved'));
    } catch (error) {
      showServerErrors(error, setError, t);
    }
  }

  if (details.isPending) return <Loading />;
  return (
    <div className="studio">
      <PageHeader title={t('pages.settings')} subtitle={t('studio.settingsIntro')} />
      <form className="studio-card" noValidate onSubmit={handleSubmit(submit)}>
        <TextField label={t('studio.channelName')} error={errors.channel_name?.message} {...register('channel_name')} />
        <TextAreaInput
          label={t('studio.channelDescription')}
          rows={4}
          error={errors.channel_description?.message}
          {...register('channel_description')}
        />
        <Controller
          control={control}
          name="channel_dp"
          render={({ field, fieldState }) => (
            <MediaPicker
              label={t('studio.channelPicture')}
              kinds={['image']}
              error={fieldState.error?.message}
              value={pictureUrl ? { mediaFile: field.value ?? 'current', mediaType: 'image', url: pictureUrl } : null}
              onChange={(media) => {
                field.onChange(media ? media.mediaFile : null);
                setPictureUrl(media?.url ?? null);
              }}
            />
          )}
        />
        <div className="studio-row studio-row--end">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('studio.saving') : t('studio.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
