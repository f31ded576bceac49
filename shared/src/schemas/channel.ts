import { z } from 'zod';
import { CHANNEL_DESCRIPTION, CHANNEL_NAME, CHANNEL_PHONE_DIGITS, COUNTRY_CODE, PERSON_NAME } from '../constants.ts';
import { nameSchema } from '../rules/names.ts';
import { boundedText } from '../text-limits.ts';
import { emailSchema } from './auth-forms.ts';

// The public channel request form (spec 5). Numbers arrive as text from a multipart form, so they are coerced.

export const CHANNEL_MESSAGES = {
  nameTooShort: `Name must be at least ${PERSON_NAME.min} characters`,
  nameTooLong: `Name must be at most ${PERSON_NAME.max} characters`,
  countryCodeInteger: 'Country code must be an integer',
  countryCodePositive: 'Country code must be a positive integer',
  countryCodeDigits: 'Country code must be at most 3 digits',
  phoneNonNegative: 'Phone number must be non-negative',
  phoneInteger: 'Phone number must be an integer',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number must be at most 10 digits',
  channelNameTooShort: `Channel name must be at least ${CHANNEL_NAME.min} characters`,
  channelNameTooLong: `Channel name must be at most ${CHANNEL_NAME.max} characters`,
  channelImageRequired: 'Channel image is required',
  descriptionTooShort: `Channel description must be at least ${CHANNEL_DESCRIPTION.min} characters`,
  descriptionTooLong: `Channel description must be at most ${CHANNEL_DESCRIPTION.max} characters`,
} as const;

const m = CHANNEL_MESSAGES;
const smallestPhone = 10 ** (CHANNEL_PHONE_DIGITS - 1);
const largestPhone = 10 ** CHANNEL_PHONE_DIGITS - 1;

export const countryCodeSchema = z.coerce
  .number({ error: m.countryCodeInteger })
  .int(m.countryCodeInteger)
  .min(COUNTRY_CODE.min, m.countryCodePositive)
  .max(COUNTRY_CODE.max, m.countryCodeDigits);

export const channelPhoneSchema = z.coerce
  .number({ error: m.phoneInteger })
  .min(0, m.phoneNonNegative)
  .int(m.phoneInteger)
  .min(smallestPhone, m.phoneTooShort)
  .max(largestPhone, m.phoneTooLong);

export const channelRequestFieldsSchema = z.object({
  name: nameSchema(PERSON_NAME, { tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  email: emailSchema,
  country_code: countryCodeSchema,
  phone_no: channelPhoneSchema,
  channel_name: nameSchema(CHANNEL_NAME, { tooShort: m.channelNameTooShort, tooLong: m.channelNameTooLong }),
  channel_description: boundedText(CHANNEL_DESCRIPTION.max, {
    tooLong: m.descriptionTooLong,
    trim: true,
    kind: 'lines',
  }).min(CHANNEL_DESCRIPTION.min, m.descriptionTooShort),
});

/** The image picked for channel_dp: exactly one file. */
export const channelDpSchema = z.array(z.unknown()).length(1, m.channelImageRequired);

export const channelSchema = z.object({
  channel_id: z.string(),
  name: z.string(),
  email: z.string(),
  country_code: z.number().int(),
  phone_no: z.number().int(),
  channel_name: z.string(),
  channel_dp: z.string().nullable(),
  channel_description: z.string(),
});

export type ChannelRequestFields = z.infer<typeof channelRequestFieldsSchema>;
export type Channel = z.infer<typeof channelSchema>;
