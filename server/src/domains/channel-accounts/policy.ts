// The rules of creator accounts: how long mailed links last, what they look like and what the mail says.

export const SIGNUP_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** One reset mail per account in this time, from however many addresses it is asked for. */
export const RESET_MAIL_INTERVAL_MS = 60 * 1000;

/** A link into the web app with the e-mail and token as search params (spec 2: /channel/signup?email&token). */
export function accountLink(publicUrl: string, page: '/channel/signup' | '/channel/forgot-password', email: string,
  token: string): string {
  const url = new URL(page, `${publicUrl}/`);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

export function signUpMail(channelName: string, link: string) {
  return {
    subject: `Your channel ${channelName} is approved`,
    text: [
      `Good news: your channel "${channelName}" on Play, Learn and Win is approved.`,
      '',
      'Set your password to start creating games:',
      link,
      '',
      'The link works once and expires in 7 days.',
    ].join('\n'),
  };
}

export function resetMail(link: string) {
  return {
    subject: 'Reset your Play, Learn and Win password',
    text: [
      'Someone asked to reset the password of your creator account. If it was you, choose a new one here:',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask, ignore this mail; your password stays.',
    ].join('\n'),
  };
}

/** Unique-constraint failures from either engine (a concurrent approve took the name or e-mail first). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique/i.test((error as Error).message ?? '');
}
