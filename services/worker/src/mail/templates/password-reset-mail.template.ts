import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function passwordResetMail(
  language: Language,
  params: { name: string; link: string; validMinutes: number },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { passwordReset } = texts;
  return renderMail(language, {
    subject: passwordReset.subject,
    heading: passwordReset.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [passwordReset.body],
    action: { label: passwordReset.action, url: params.link },
    notes: [
      passwordReset.expiry(params.validMinutes),
      passwordReset.sessions,
      passwordReset.notYou,
    ],
  });
}
