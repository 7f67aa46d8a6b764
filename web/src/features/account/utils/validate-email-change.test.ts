import { describe, expect, it } from 'vitest';
import { validateEmailChange } from './validate-email-change.ts';

describe('the e-mail change form', () => {
  it('needs a well-formed new address and the password', () => {
    expect(validateEmailChange({ email: '', current_password: '' }, 'a@b.test')).toEqual({
      email: 'required',
      current_password: 'required',
    });
    expect(validateEmailChange({ email: 'nope', current_password: 'pw' }, 'a@b.test')).toEqual({
      email: 'invalid_email',
    });
    expect(
      validateEmailChange({ email: ' new@b.test ', current_password: 'pw' }, 'a@b.test'),
    ).toEqual({});
  });

  it('refuses the address the account already has, whatever its case', () => {
    expect(validateEmailChange({ email: 'A@B.test', current_password: 'pw' }, 'a@b.test')).toEqual({
      email: 'same_email',
    });
  });

  it('takes the authenticator app’s six-digit code instead of the password', () => {
    const values = { email: 'new@b.test', current_password: '', code: '' };
    expect(validateEmailChange(values, 'a@b.test', 'app')).toEqual({ code: 'required' });
    expect(validateEmailChange({ ...values, code: '12345' }, 'a@b.test', 'app')).toEqual({
      code: 'invalid_code',
    });
    expect(validateEmailChange({ ...values, code: ' 123456 ' }, 'a@b.test', 'app')).toEqual({});
  });
});
