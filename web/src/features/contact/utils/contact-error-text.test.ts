import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en.ts';
import { es } from '../../../locales/es.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { contactFieldErrorsText, contactFieldProblems } from './contact-error-text.ts';

const i18n = i18next.createInstance();
let tEn: TFunction;
let tEs: TFunction;
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: 'en',
    initAsync: false,
  });
  tEn = i18n.getFixedT('en');
  tEs = i18n.getFixedT('es');
});

const refused = (fields: { field: string; message: string }[]) =>
  new ApiError('validation_failed', 'Invalid body', 422, fields);

describe('the contact form’s field errors', () => {
  it('never shows the validator’s English: each field’s problem in the page’s language', () => {
    const error = refused([
      { field: 'email', message: 'must match format "email"' },
      { field: 'name', message: 'must NOT have more than 120 characters' },
      { field: 'subject', message: 'must match pattern "\\S"' },
      { field: 'message', message: "must have required property 'message'" },
      { field: 'captcha', message: 'something new' },
    ]);
    expect(contactFieldErrorsText(tEn, error)).toBe(
      'E-mail: Enter a valid e-mail address, like name@example.com. ' +
        'Name: Use at most 120 characters. Subject: This field is required. ' +
        'Message: This field is required. Captcha: Check this field.',
    );
    const spanish = contactFieldErrorsText(tEs, error) ?? '';
    expect(spanish).not.toMatch(/must|format/);
    expect(spanish).toContain('Usa como máximo 120 caracteres.');
  });

  it('leaves any other failure to the general message', () => {
    expect(contactFieldErrorsText(tEn, new ApiError('rate_limited', 'Slow down', 429))).toBeNull();
    expect(contactFieldErrorsText(tEn, new Error('boom'))).toBeNull();
  });
});

describe('the fields a refusal marks', () => {
  it('marks each refused field with its translated problem, the captcha token as the captcha', () => {
    const error = refused([
      { field: 'email', message: 'must match format "email"' },
      { field: '/subject', message: 'must NOT have more than 200 characters' },
      { field: 'captchaToken', message: 'must NOT have fewer than 1 characters' },
      { field: 'unknown', message: 'must be string' },
    ]);
    expect(contactFieldProblems(tEs, error)).toEqual({
      email: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
      subject: 'Usa como máximo 200 caracteres.',
      captcha: 'Este campo es obligatorio.',
    });
  });

  it('marks nothing for any other failure', () => {
    expect(contactFieldProblems(tEn, new ApiError('rate_limited', 'Slow down', 429))).toEqual({});
    expect(contactFieldProblems(tEn, new Error('boom'))).toEqual({});
  });
});
