import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/** Tells the sender of a contact message that it arrived, with a copy of it. */
export function contactAcknowledgementMail(
  language: Language,
  params: { name: string; subject: string; message: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { contactAcknowledgement } = texts;
  return renderMail(language, {
    subject: contactAcknowledgement.subject,
    heading: contactAcknowledgement.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [
      contactAcknowledgement.body(params.subject),
      contactAcknowledgement.copy,
      params.message,
    ],
    footer: contactAcknowledgement.footer,
  });
}
