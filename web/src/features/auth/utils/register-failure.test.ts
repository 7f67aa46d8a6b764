import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { en } from '../../../locales/en.ts';
import { es } from '../../../locales/es.ts';
import { registerFailureText } from './register-failure.ts';

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

const taken = new ApiError('email_already_registered', 'This e-mail is already registered', 409);

describe('a failed registration', () => {
  it('reads "message -> server message", both in the page’s language', () => {
    expect(registerFailureText(tEn, taken)).toBe(
      'Could not register -> An account with this e-mail already exists. Log in instead.',
    );
    expect(registerFailureText(tEs, taken)).toBe(
      'No se pudo registrar -> Ya existe una cuenta con este correo. Inicia sesión.',
    );
  });

  it('never shows the server’s English text', () => {
    const captcha = new ApiError('invalid_captcha', 'captcha answer is wrong', 400);
    expect(registerFailureText(tEs, captcha)).not.toContain('captcha answer is wrong');
    expect(registerFailureText(tEs, captcha)).toMatch(/^No se pudo registrar -> \S/);
    const crash = new ApiError('internal_error', 'boom', 500);
    expect(registerFailureText(tEn, crash)).toBe(
      'Could not register -> Something went wrong, please try again.',
    );
  });

  it('without an answer from the server, says only the form’s own message', () => {
    expect(registerFailureText(tEn, new TypeError('Failed to fetch'))).toBe(
      'We could not create your account. Please try again.',
    );
  });
});
