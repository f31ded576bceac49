import { channelDpSchema, channelRequestFieldsSchema } from '@plw/shared/schemas/channel';
import { CHANNEL_ACCOUNT_MESSAGES } from '@plw/shared/schemas/channel-accounts';
import { ALLOWED_MIME_TYPES, MEDIA_MESSAGES, mediaFileProblem } from '@plw/shared/schemas/media';
import { z } from 'zod';

// The request form as the browser holds it: the spec's fields (shared with the server) and the picked picture,
// checked here for count, size and image type before anything is sent. The server judges the bytes again.

export const channelRequestFormSchema = channelRequestFieldsSchema.extend({
  channel_dp: z
    .custom<FileList | File[]>((value) => value instanceof FileList || Array.isArray(value))
    .transform((files) => Array.from(files))
    .superRefine((files, context) => {
      const count = channelDpSchema.safeParse(files);
      const file = files[0];
      if (!count.success || !file) {
        context.addIssue({ code: 'custom', message: count.error?.issues[0]?.message ?? MEDIA_MESSAGES.badFormat });
        return;
      }
      const problem = mediaFileProblem({ size: file.size, mime: file.type });
      if (problem) context.addIssue({ code: 'custom', message: problem });
      else if (!ALLOWED_MIME_TYPES.image.includes(file.type)) {
        context.addIssue({ code: 'custom', message: MEDIA_MESSAGES.badFormat });
      }
    }),
});

export type ChannelRequestFormInput = z.input<typeof channelRequestFormSchema>;
export type ChannelRequestFormValues = z.output<typeof channelRequestFormSchema>;

export const FORM_FIELDS = [
  'name',
  'email',
  'country_code',
  'phone_no',
  'channel_name',
  'channel_dp',
  'channel_description',
] as const;

/** The multipart body of POST /api/channel/request. */
export function toFormData(values: ChannelRequestFormValues): FormData {
  const form = new FormData();
  for (const field of FORM_FIELDS) {
    if (field !== 'channel_dp') form.append(field, String(values[field]));
  }
  const picture = values.channel_dp[0];
  if (picture) form.append('channel_dp', picture, picture.name);
  return form;
}

/** Server words this form translates (the rest are the spec's, shown as given). */
export const CONFLICT_KEYS = {
  [CHANNEL_ACCOUNT_MESSAGES.channelNameTaken]: 'channelRequest.channelNameTaken',
  [CHANNEL_ACCOUNT_MESSAGES.emailTaken]: 'channelRequest.emailTaken',
  [CHANNEL_ACCOUNT_MESSAGES.requestPending]: 'channelRequest.requestPending',
} as const;
