import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function welcomeMail(
  language: Language,
  params: { name: string; wallUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  return renderMail(language, {
    subject: texts.welcome.subject,
    heading: texts.welcome.heading,
    greeting: texts.greeting(params.name),
    paragraphs: texts.welcome.body,
    action: { label: texts.welcome.action, url: params.wallUrl },
  });
}
