import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import { describe, expect, it } from 'vitest';
import {
  hasProblems,
  serverProblems,
  validateLogin,
  validateRegister,
} from './validate-auth-forms.ts';

const login = { email: 'ana@example.com', password: 'secret', captcha: 'x7k2' };
const registration = {
  ...login,
  name: 'Ana',
  password: 'long enough',
  password_confirmation: 'long enough',
};

describe('login form validation', () => {
  it('accepts a complete form', () => {
    expect(hasProblems(validateLogin(login))).toBe(false);
  });

  it('requires e-mail, password and captcha', () => {
    expect(validateLogin({ email: ' ', password: '', captcha: '' })).toEqual({
      email: 'required',
      password: 'required',
      captcha: 'required',
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(validateLogin({ ...login, email: 'ana.example.com' })).toEqual({
      email: 'invalid_email',
    });
  });
});

describe('register form validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(registration)).toEqual({});
  });

  it('requires every field', () => {
    const empty = { name: '', email: '', password: '', password_confirmation: '', captcha: '' };
    expect(Object.values(validateRegister(empty))).toEqual(Array(5).fill('required'));
  });

  it('says when the confirmation does not match the password', () => {
    expect(validateRegister({ ...registration, password_confirmation: 'long enougH' })).toEqual({
      password_confirmation: 'password_does_not_match',
    });
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(
      validateRegister({ ...registration, password: 'short', password_confirmation: 'short' }),
    ).toEqual({ password: 'password_too_short' });
  });

  it('draws the line where the API’s contract does', () => {
    const password = (length: number) => 'p'.repeat(length);
    const at = (length: number) =>
      validateRegister({
        ...registration,
        password: password(length),
        password_confirmation: password(length),
      });
    expect(at(PASSWORD_MIN_LENGTH - 1)).toEqual({ password: 'password_too_short' });
    expect(at(PASSWORD_MIN_LENGTH)).toEqual({});
  });
});

describe('server validation problems', () => {
  it('marks the fields the server names, ignoring those the form does not show', () => {
    const errors = [
      { field: '/email', message: 'must match format "email"' },
      { field: 'referral_code', message: 'too long' },
    ];
    expect(serverProblems(errors, ['email', 'password'])).toEqual({ email: 'invalid' });
  });
});
