import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

/**
 * Tells a signed-in sender, at their account's verified address, that their message arrived.
 * It carries nothing the sender typed (name, subject, message): a form's text mailed back is a
 * way to send anyone anything from our address.
 */
export function contactAcknowledgementMail(
  language: Language,
  params: { name: string; sentAt: Date },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { contactAcknowledgement } = texts;
  return renderMail(language, {
    subject: contactAcknowledgement.subject,
    heading: contactAcknowledgement.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [contactAcknowledgement.body(formatMailTime(language, params.sentAt))],
  });
}
