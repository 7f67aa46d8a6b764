import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/**
 * The receiver of a gifted wish: an account holder is sent to publish, anyone else to
 * register with the address the gift waits for.
 */
export function giftReceivedMail(
  language: Language,
  params: { giverName: string; receiverName: string | null; hasAccount: boolean; url: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { giftReceived } = texts;
  return renderMail(language, {
    subject: giftReceived.subject(params.giverName),
    heading: giftReceived.heading,
    greeting: params.receiverName
      ? texts.greeting(params.receiverName)
      : giftReceived.greetingWithoutName,
    paragraphs: [
      giftReceived.body(params.giverName),
      params.hasAccount ? giftReceived.bodyPublish : giftReceived.bodyRegister,
    ],
    action: {
      label: params.hasAccount ? giftReceived.actionPublish : giftReceived.actionRegister,
      url: params.url,
    },
    ...(params.hasAccount ? {} : { footer: giftReceived.footer }),
  });
}
