import { z } from 'zod';
import { ADMIN_PHONE, COUNTRY_CODE, LANGUAGE_NAMES, PERSON_NAME } from '../constants.ts';
import { nameSchema, usernameSchema } from '../rules/names.ts';
import { boundedText, controlCharacterCheck, TEXT_MAX, tooLongMessage } from '../text-limits.ts';
import { emailSchema, MESSAGES, newPasswordSchema, passwordSchema } from './auth-forms.ts';

// A player's own forms: profile, turning a guest into an account with a phone and password, signing in with
// them on another device, and the contact form.

export const PLAYER_MESSAGES = {
  nameTooShort: `Name must be at least ${PERSON_NAME.min} characters`,
  nameTooLong: `Name must be at most ${PERSON_NAME.max} characters`,
  usernameFormat: 'Username may use only letters, numbers, dots and underscores (3 to 20)',
  countryCodeRange: `Country code must be between ${COUNTRY_CODE.min} and ${COUNTRY_CODE.max}`,
  phoneDigits: 'Phone number must be 5 to 15 digits',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: tooLongMessage('Message', TEXT_MAX.contactMessage),
} as const;

const m = PLAYER_MESSAGES;

export const playerPhoneSchema = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .max(ADMIN_PHONE.max, m.phoneDigits)
  .check(controlCharacterCheck('line', m.phoneDigits))
  .regex(/^\d{5,15}$/, m.phoneDigits);

export const playerCountryCodeSchema = z.coerce
  .number({ error: MESSAGES.countryCodeRequired })
  .int(m.countryCodeRange)
  .min(COUNTRY_CODE.min, m.countryCodeRange)
  .max(COUNTRY_CODE.max, m.countryCodeRange);

const personName = nameSchema(PERSON_NAME, { tooShort: m.nameTooShort, tooLong: m.nameTooLong });

/** Profile fields a player edits; a missing field is left as it is, `null` clears it. */
export const playerProfileSchema = z.object({
  name: personName.nullable().optional(),
  username: usernameSchema(m.usernameFormat).nullable().optional(),
  mother_tongue: z.enum(LANGUAGE_NAMES).nullable().optional(),
});

/** A guest sets a phone and password and becomes an authenticated player. */
export const playerAccountSchema = z
  .object({
    country_code: playerCountryCodeSchema,
    phone: playerPhoneSchema,
    password: newPasswordSchema,
    confirm_password: passwordSchema,
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: MESSAGES.passwordsDoNotMatch,
  });

export const playerSignInSchema = z.object({
  country_code: playerCountryCodeSchema,
  phone: playerPhoneSchema,
  password: passwordSchema,
});

export const contactMessageSchema = z.object({
  name: personName,
  email: emailSchema,
  message: boundedText(TEXT_MAX.contactMessage, { tooLong: m.messageTooLong, trim: true, kind: 'lines' }).min(
    10,
    m.messageTooShort,
  ),
});

export type PlayerProfile = z.infer<typeof playerProfileSchema>;
export type PlayerAccount = z.input<typeof playerAccountSchema>;
export type PlayerSignIn = z.input<typeof playerSignInSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
