import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function emailVerificationMail(
  language: Language,
  params: { name: string; email: string; link: string; validHours: number },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { emailVerification } = texts;
  return renderMail(language, {
    subject: emailVerification.subject,
    heading: emailVerification.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [emailVerification.body(params.email)],
    action: { label: emailVerification.action, url: params.link },
    notes: [emailVerification.expiry(params.validHours), emailVerification.notYou],
  });
}
