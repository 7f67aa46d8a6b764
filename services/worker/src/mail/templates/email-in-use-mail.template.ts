import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/**
 * To the verified holder of an address another account asked to move to: a notice instead of
 * the link, so the answer to the asker never says who holds an address.
 */
export function emailInUseMail(
  language: Language,
  params: { name: string; loginUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { emailInUse } = texts;
  return renderMail(language, {
    subject: emailInUse.subject,
    heading: emailInUse.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [emailInUse.body, emailInUse.forgot],
    action: { label: emailInUse.action, url: params.loginUrl },
  });
}
