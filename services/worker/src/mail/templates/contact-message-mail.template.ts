import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/** A contact message, for the operators: who wrote, in which language, and what. */
export function contactMessageMail(
  language: Language,
  params: { name: string; email: string; subject: string; message: string; written: Language },
): RenderedMail {
  const texts = MAIL_TEXTS[language].contactMessage;
  return renderMail(language, {
    subject: texts.subject(params.subject),
    heading: texts.heading,
    greeting: texts.greeting,
    paragraphs: [
      texts.from(params.name, params.email, params.written),
      texts.subjectLine(params.subject),
      params.message,
    ],
    footer: texts.footer,
  });
}
