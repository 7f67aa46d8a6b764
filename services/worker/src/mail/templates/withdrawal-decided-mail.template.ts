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
    reason: string | null;
    walletUrl: string;
  },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { withdrawalDecided } = texts;
  return renderMail(language, {
    subject: withdrawalDecided.subject[params.status],
    heading: withdrawalDecided.subject[params.status],
    greeting: texts.greeting(params.name),
    paragraphs: [
      withdrawalDecided.body[params.status](params.amount),
      ...(params.reason ? [withdrawalDecided.reason(params.reason)] : []),
    ],
    action: { label: withdrawalDecided.action, url: params.walletUrl },
  });
}
