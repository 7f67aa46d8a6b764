import type { Language } from '@wishwall/contracts/constants';
import type { DecidedWithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function withdrawalDecidedMail(
  language: Language,
  params: {
    name: string;
    amount: string;
    status: DecidedWithdrawalStatus;
    /** PayPal reversed the payout after paying it (the status stays paid). */
    reversed?: boolean;
    reason: string | null;
    walletUrl: string;
  },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { withdrawalDecided } = texts;
  const subject = params.reversed
    ? withdrawalDecided.reversedSubject
    : withdrawalDecided.subject[params.status];
  return renderMail(language, {
    subject,
    heading: subject,
    greeting: texts.greeting(params.name),
    paragraphs: [
      params.reversed
        ? withdrawalDecided.reversed(params.amount)
        : withdrawalDecided.body[params.status](params.amount),
      ...(params.reason ? [withdrawalDecided.reason(params.reason)] : []),
    ],
    action: { label: withdrawalDecided.action, url: params.walletUrl },
  });
}
