import { PASSWORD_MIN_LENGTH } from '@wishwall/contracts/account.dto';
import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validate-password-change.ts';

const change = {
  current_password: 'old secret',
  new_password: 'new secret',
  new_password_confirmation: 'new secret',
};

describe('validatePasswordChange', () => {
  it('accepts a complete, matching change', () => {
    expect(validatePasswordChange(change)).toEqual({});
  });

  it('requires all three fields', () => {
    expect(
      validatePasswordChange({
        current_password: '',
        new_password: '',
        new_password_confirmation: '',
      }),
    ).toEqual({
      current_password: 'required',
      new_password: 'required',
      new_password_confirmation: 'required',
    });
  });

  it('says when the new passwords do not match', () => {
    expect(validatePasswordChange({ ...change, new_password_confirmation: 'other' })).toEqual({
      new_password_confirmation: 'new_passwords_do_not_match',
    });
  });

  it('refuses a new password shorter than 8 characters', () => {
    expect(
      validatePasswordChange({
        ...change,
        new_password: 'short',
        new_password_confirmation: 'short',
      }),
    ).toEqual({ new_password: 'password_too_short' });
  });

  it('draws the line where the API’s contract does', () => {
    const at = (length: number) =>
      validatePasswordChange({
        ...change,
        new_password: 'p'.repeat(length),
        new_password_confirmation: 'p'.repeat(length),
      });
    expect(at(PASSWORD_MIN_LENGTH - 1)).toEqual({ new_password: 'password_too_short' });
    expect(at(PASSWORD_MIN_LENGTH)).toEqual({});
  });
});
