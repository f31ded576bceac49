import { z } from 'zod';
import { ADMIN_PHONE, PASSWORD } from '../constants.ts';
import { boundedText, controlCharacterCheck, TEXT_MAX, tooLongMessage } from '../text-limits.ts';

// Sign-in, sign-up and password forms (spec 5), with the spec's messages word for word.

export const MESSAGES = {
  countryCodeRequired: 'Country code required',
  phoneRequired: 'Phone number required',
  phoneTooLong: 'Phone number too long',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: 'Password must be at most 20 characters long',
  invalidEmail: 'Invalid email format',
  emailTooLong: tooLongMessage('Email', TEXT_MAX.email),
  tokenInvalid: 'This link is not valid',
  oldPasswordRequired: 'Old password is required',
  newPasswordTooShort: 'New password must be at least 8 characters',
  newPasswordTooLong: 'New password must be at most 20 characters',
  needsLowercase: 'Password must contain at least one lowercase letter',
  needsUppercase: 'Password must contain at least one uppercase letter',
  needsNumber: 'Password must contain at least one number',
  needsSpecial: 'Password must contain at least one special character',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** What a password may hold besides its rules: no control characters (tab, NUL...), which no keyboard types. */
const passwordText = (message: string) => z.string({ error: message }).check(controlCharacterCheck());

export const passwordSchema = passwordText(MESSAGES.passwordTooShort)
  .min(PASSWORD.min, MESSAGES.passwordTooShort)
  .max(PASSWORD.max, MESSAGES.passwordTooLong);

export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(TEXT_MAX.email, MESSAGES.emailTooLong)
  .check(controlCharacterCheck('line', MESSAGES.invalidEmail))
  .toLowerCase()
  .pipe(z.email(MESSAGES.invalidEmail));

export const adminSignInSchema = z.object({
  country_code: z.number({ error: MESSAGES.countryCodeRequired }).min(1, MESSAGES.countryCodeRequired),
  phone: boundedText(ADMIN_PHONE.max, {
    required: MESSAGES.phoneRequired,
    tooLong: MESSAGES.phoneTooLong,
    trim: true,
  }).min(ADMIN_PHONE.min, MESSAGES.phoneRequired),
  password: passwordSchema,
});

export const creatorSignInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

/** The rules a new password must meet: length, then one of each character class. */
export const newPasswordSchema = passwordText(MESSAGES.newPasswordTooShort)
  .min(PASSWORD.min, MESSAGES.newPasswordTooShort)
  .max(PASSWORD.max, MESSAGES.newPasswordTooLong)
  .regex(/\p{Ll}/u, MESSAGES.needsLowercase)
  .regex(/\p{Lu}/u, MESSAGES.needsUppercase)
  .regex(/\p{Nd}/u, MESSAGES.needsNumber)
  .regex(/[^\p{L}\p{N}\s]/u, MESSAGES.needsSpecial);

export const creatorSignUpSchema = z
  .object({
    email: emailSchema,
    token: boundedText(TEXT_MAX.token, { tooLong: MESSAGES.tokenInvalid }).min(1, 'Sign-up token is required'),
    password: passwordSchema,
    confirm_password: passwordSchema,
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    error: MESSAGES.passwordsDoNotMatch,
  });

export const changePasswordSchema = z
  .object({
    old_password: passwordText(MESSAGES.oldPasswordRequired)
      .min(1, MESSAGES.oldPasswordRequired)
      .max(PASSWORD.max, MESSAGES.passwordTooLong),
    new_password: newPasswordSchema,
    confirm_password: passwordSchema,
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    error: MESSAGES.passwordsDoNotMatch,
  });

export type AdminSignInForm = z.infer<typeof adminSignInSchema>;
export type CreatorSignInForm = z.infer<typeof creatorSignInSchema>;
export type CreatorSignUpForm = z.infer<typeof creatorSignUpSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;
