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
import { withdrawalDecidedMail } from './withdrawal-decided-mail.template.ts';
import { withdrawalRequestedMail } from './withdrawal-requested-mail.template.ts';

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

  it('tells a withdrawal’s every step in each language, PayPal’s reason with a failure and a reversal', () => {
    const walletUrl = 'https://wall.example/es/config';
    const mail = (
      language: Language,
      status: 'approved' | 'processing' | 'paid' | 'failed' | 'rejected',
      reason: string | null = null,
      reversed = false,
    ) =>
      withdrawalDecidedMail(language, {
        name: 'Ana',
        amount: language === 'en' ? 'US$12.50' : '12,50 US$',
        status,
        reversed,
        reason,
        walletUrl,
      });
    const subjects = (language: Language) => [
      mail(language, 'approved').subject,
      mail(language, 'processing').subject,
      mail(language, 'paid').subject,
      mail(language, 'failed', 'RECEIVER_UNREGISTERED: returned').subject,
      mail(language, 'paid', 'REVERSAL: reversed', true).subject,
      withdrawalRequestedMail(language, {
        name: 'Ana',
        amount: '12,50 US$',
        destination: 'p•••@paypal.example',
        walletUrl,
      }).subject,
    ];
    expect(subjects('en')).toEqual([
      'Your withdrawal was approved',
      'PayPal is processing your withdrawal',
      'Your withdrawal was paid',
      'Your withdrawal could not be paid',
      'PayPal reversed your payout',
      'We received your withdrawal request',
    ]);
    expect(subjects('es')).toEqual([
      'Tu retiro ha sido aprobado',
      'PayPal está procesando tu retiro',
      'Tu retiro ha sido pagado',
      'Tu retiro no se pudo pagar',
      'PayPal ha revertido tu pago',
      'Hemos recibido tu solicitud de retiro',
    ]);

    // A reversal: the money is back, PayPal's reason with it, and the wallet one click away.
    const reversed = mail('en', 'paid', 'REVERSAL: The payout was reversed', true);
    expect(reversed.text).toContain(
      'PayPal reversed the payout of US$12.50 after paying it, and the amount is back in your wallet.',
    );
    expect(reversed.text).toContain('Reason: REVERSAL: The payout was reversed');
    expect(reversed.text).not.toContain('was paid to your PayPal account');
    expect(reversed.text).toContain('Open my wallet');
    expect(reversed.text).toContain(walletUrl);
    const revertido = mail('es', 'paid', 'REVERSAL: The payout was reversed', true);
    expect(revertido.text).toContain(
      'PayPal ha revertido el pago de 12,50 US$ después de hacerlo, y el importe ha vuelto a tu billetera.',
    );
    expect(revertido.text).toContain('Motivo: REVERSAL: The payout was reversed');
    expect(revertido.html).toContain('<html lang="es">');
    expect(revertido.text).toContain('Abrir mi billetera');

    // A payout PayPal failed or returned: the money is back, with PayPal's reason.
    const returned = mail('en', 'failed', 'RECEIVER_UNREGISTERED: returned');
    expect(returned.text).toContain(
      'PayPal could not pay your withdrawal of US$12.50, and the amount is back in your wallet.',
    );
    expect(returned.text).toContain('Reason: RECEIVER_UNREGISTERED: returned');
    const devuelto = mail('es', 'failed', 'RECEIVER_UNREGISTERED: returned');
    expect(devuelto.text).toContain(
      'PayPal no pudo pagar tu retiro de 12,50 US$ y el importe ha vuelto a tu billetera.',
    );
    expect(devuelto.text).toContain('Motivo: RECEIVER_UNREGISTERED: returned');
    // Still at PayPal: no money back promised, and we write again.
    expect(mail('es', 'processing').text).toContain('Te escribiremos de nuevo');
    for (const language of LANGUAGES) {
      expect(mail(language, 'paid').text).not.toContain(
        MAIL_TEXTS[language].withdrawalDecided.reason(''),
      );
    }
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
