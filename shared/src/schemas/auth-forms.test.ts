import { describe, expect, it } from 'vitest';
import { messageFor } from '../../../tests/support/message-for.ts';
import { adminSignInSchema, changePasswordSchema, creatorSignInSchema, creatorSignUpSchema } from './auth-forms.ts';

// Every message of spec 5 for sign-in, sign-up and password change, word for word.

const admin = { country_code: 91, phone: '9000000001', password: 'Admin@2026' };

describe('admin sign-in (spec 5)', () => {
  it.each([
    [{ ...admin, country_code: 0 }, 'country_code', 'Country code required'],
    [{ ...admin, country_code: Number.NaN }, 'country_code', 'Country code required'],
    [{ ...admin, country_code: undefined }, 'country_code', 'Country code required'],
    [{ ...admin, phone: '1234' }, 'phone', 'Phone number required'],
    [{ ...admin, phone: '' }, 'phone', 'Phone number required'],
    [{ ...admin, phone: '1234567890123456' }, 'phone', 'Phone number too long'],
    [{ ...admin, password: '1234567' }, 'password', 'Password must be at least 8 characters long'],
    [{ ...admin, password: 'x'.repeat(21) }, 'password', 'Password must be at most 20 characters long'],
  ])('%o gives %s: %s', (input, field, message) => {
    expect(messageFor(adminSignInSchema, input, field)).toBe(message);
  });

  it('accepts the limits themselves: phone of 5 and 15, password of 8 and 20', () => {
    for (const phone of ['12345', '123456789012345']) {
      for (const password of ['12345678', 'x'.repeat(20)]) {
        expect(adminSignInSchema.safeParse({ country_code: 1, phone, password }).success).toBe(true);
      }
    }
  });
});

describe('creator sign-in and sign-up (spec 5)', () => {
  it('says "Invalid email format" for a bad e-mail and the password length messages', () => {
    expect(messageFor(creatorSignInSchema, { email: 'nope', password: 'Creator@2026' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(messageFor(creatorSignInSchema, { email: 'a@b.co', password: 'short' }, 'password')).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('normalises the e-mail to lower case', () => {
    expect(creatorSignInSchema.parse({ email: ' Creator@Demo.Test ', password: 'Creator@2026' }).email).toBe(
      'creator@demo.test',
    );
  });

  it('requires the confirmation to match', () => {
    const form = { email: 'a@b.co', token: 't', password: 'Secret@2026', confirm_password: 'Secret@2027' };
    expect(messageFor(creatorSignUpSchema, form, 'confirm_password')).toBe('Passwords do not match');
    expect(creatorSignUpSchema.safeParse({ ...form, confirm_password: form.password }).success).toBe(true);
  });
});

describe('change password (spec 5)', () => {
  const valid = { old_password: 'old', new_password: 'Abcdef1!', confirm_password: 'Abcdef1!' };
  it.each([
    [{ ...valid, old_password: '' }, 'old_password', 'Old password is required'],
    [{ ...valid, new_password: 'Ab1!' }, 'new_password', 'New password must be at least 8 characters'],
    [
      { ...valid, new_password: 'Abcdefghij1!Abcdefghij' },
      'new_password',
      'New password must be at most 20 characters',
    ],
    [{ ...valid, new_password: 'ABCDEFG1!' }, 'new_password', 'Password must contain at least one lowercase letter'],
    [{ ...valid, new_password: 'abcdefg1!' }, 'new_password', 'Password must contain at least one uppercase letter'],
    [{ ...valid, new_password: 'Abcdefgh!' }, 'new_password', 'Password must contain at least one number'],
    [{ ...valid, new_password: 'Abcdefgh1' }, 'new_password', 'Password must contain at least one special character'],
    [{ ...valid, confirm_password: 'Abcdef1?' }, 'confirm_password', 'Passwords do not match'],
    [{ ...valid, confirm_password: 'Ab1!' }, 'confirm_password', 'Password must be at least 8 characters long'],
  ])('%o gives %s: %s', (input, field, message) => {
    expect(messageFor(changePasswordSchema, input, field)).toBe(message);
  });

  it('accepts a password with every class', () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });
});
