import { describe, expect, it } from 'vitest';
import { validateContact } from './validate-contact.ts';

const filled = {
  name: 'Rosa',
  email: 'rosa@example.test',
  subject: 'Sorteo',
  message: '¿Cuándo?',
  captcha: 'abc',
};

describe('the contact form’s own checks', () => {
  it('passes a complete message', () => {
    expect(validateContact(filled)).toEqual({});
  });

  it('requires every field, blanks included', () => {
    expect(
      validateContact({ name: ' ', email: '', subject: '', message: '\n', captcha: '' }),
    ).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      captcha: 'required',
    });
  });

  it('refuses a mistyped address before sending it', () => {
    expect(validateContact({ ...filled, email: 'not-an-address' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateContact({ ...filled, email: 'rosa@example' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateContact({ ...filled, email: ' rosa@example.test ' })).toEqual({});
  });
});
