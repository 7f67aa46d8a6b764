import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@wishwall/contracts/constants';
import { SECOND_FACTOR_CHANGES } from '@wishwall/contracts/domain-events';
import { contactAcknowledgementMail } from './contact-acknowledgement-mail.template.ts';
import { emailVerificationMail } from './email-verification-mail.template.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { passwordChangedMail } from './password-changed-mail.template.ts';
import { secondFactorChangedMail } from './second-factor-changed-mail.template.ts';
import { twoFactorCodeMail } from './two-factor-code-mail.template.ts';
import { welcomeMail } from './welcome-mail.template.ts';

const HOSTILE = '<img src=x onerror=alert(1)>';

function everyMail(language: Language, name: string) {
  return [
    welcomeMail(language, { name, wallUrl: 'https://wall.example/en' }),
    emailVerificationMail(language, {
      name,
      email: 'ana@example.test',
      link: 'https://wall.example/en/email-verification-process?email=a&token="t"',
      validHours: 24,
    }),
    twoFactorCodeMail(language, { name, code: '012345', purpose: 'enable', validMinutes: 10 }),
    passwordChangedMail(language, {
      name,
      changedAt: new Date('2026-11-21T20:05:00Z'),
      contactUrl: 'https://wall.example/en/contact',
    }),
    contactAcknowledgementMail(language, { name, sentAt: new Date('2026-11-22T09:30:00Z') }),
    secondFactorChangedMail(language, {
      name,
      change: 'app_on',
      changedAt: new Date('2026-11-25T15:30:00Z'),
      contactUrl: 'https://wall.example/en/contact',
    }),
  ];
}

describe('mail templates', () => {
  it.each(LANGUAGES)('renders every mail in %s, as HTML and as text', (language) => {
    const mails = everyMail(language, 'Ana');
    const texts = MAIL_TEXTS[language];
    expect(mails.map((mail) => mail.subject)).toEqual([
      texts.welcome.subject,
      texts.emailVerification.subject,
      texts.twoFactorCode.subject,
      texts.passwordChanged.subject,
      texts.contactAcknowledgement.subject,
      texts.secondFactorChanged.subject,
    ]);
    for (const mail of mails) {
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.text).toContain(texts.greeting('Ana'));
      expect(`${mail.html}${mail.text}`).not.toMatch(/undefined|\[object|NaN/);
    }
    expect(mails[3]!.text).toMatch(/2026/);
    expect(mails[4]!.text).toMatch(/2026.*UTC/);
  });

  it.each(LANGUAGES)('says in %s which second factor changed', (language) => {
    const texts = MAIL_TEXTS[language].secondFactorChanged;
    for (const change of SECOND_FACTOR_CHANGES) {
      const mail = secondFactorChangedMail(language, {
        name: 'Ana',
        change,
        changedAt: new Date('2026-11-25T15:30:00Z'),
        contactUrl: 'https://wall.example/en/contact',
      });
      expect(mail.text).toContain(texts.change[change]);
      expect(mail.text).toMatch(/2026/);
    }
  });

  it.each(LANGUAGES)('says in %s what a two-factor code is for', (language) => {
    const { twoFactorCode } = MAIL_TEXTS[language];
    const body = (purpose: 'login' | 'enable' | 'step_up') =>
      twoFactorCodeMail(language, { name: 'Ana', code: '012345', purpose, validMinutes: 10 }).text;
    expect(body('login')).toContain(twoFactorCode.bodyLogin);
    expect(body('enable')).toContain(twoFactorCode.bodyEnable);
    // A step-up is no sign-in and turns nothing on: the operator is told what it confirms.
    expect(body('step_up')).toContain(twoFactorCode.bodyStepUp);
    expect(body('step_up')).not.toContain(twoFactorCode.bodyEnable);
  });

  it('escapes every value it puts into HTML, and leaves the text version as typed', () => {
    for (const mail of everyMail('en', HOSTILE)) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(HOSTILE);
    }
    const [, verification] = everyMail('en', 'Ana');
    expect(verification!.html).toContain('token=&quot;t&quot;"');
  });
});
