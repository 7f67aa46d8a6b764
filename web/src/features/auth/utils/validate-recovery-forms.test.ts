import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateNewPassword } from './validate-recovery-forms.ts';

describe('the forgot-password form', () => {
  it('needs a well-formed address and the captcha', () => {
    expect(validateForgotPassword({ email: '', captcha: '' })).toEqual({
      email: 'required',
      captcha: 'required',
    });
    expect(validateForgotPassword({ email: 'not-an-address', captcha: 'abc' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateForgotPassword({ email: ' ada@example.test ', captcha: 'abc' })).toEqual({});
  });
});

describe('the new password form', () => {
  it('keeps the registration’s rules: eight characters, the same twice', () => {
    expect(validateNewPassword({ password: '', password_confirmation: '' })).toEqual({
      password: 'required',
      password_confirmation: 'required',
    });
    expect(validateNewPassword({ password: 'short', password_confirmation: 'short' })).toEqual({
      password: 'password_too_short',
    });
    expect(
      validateNewPassword({ password: 'long enough', password_confirmation: 'long enougH' }),
    ).toEqual({ password_confirmation: 'password_does_not_match' });
    expect(
      validateNewPassword({ password: 'long enough', password_confirmation: 'long enough' }),
    ).toEqual({});
  });
});
