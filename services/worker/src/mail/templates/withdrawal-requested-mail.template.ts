import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function withdrawalRequestedMail(
  language: Language,
  params: {
    name: string;
    amount: string;
    /** The PayPal account, masked. */
    destination: string;
    walletUrl: string;
  },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { withdrawalRequested } = texts;
  return renderMail(language, {
    subject: withdrawalRequested.subject,
    heading: withdrawalRequested.subject,
    greeting: texts.greeting(params.name),
    paragraphs: [
      withdrawalRequested.body(params.amount, params.destination),
      withdrawalRequested.notYou,
    ],
    action: { label: withdrawalRequested.action, url: params.walletUrl },
  });
}
