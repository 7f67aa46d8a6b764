import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

/** The last mail to a closed account's address (docs/decisions/0050-closing-an-account.md). */
export function accountClosedMail(
  language: Language,
  params: { closedAt: Date; forfeited: string | null; giftsReturned: number; contactUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { accountClosed } = texts;
  return renderMail(language, {
    subject: accountClosed.subject,
    heading: accountClosed.heading,
    greeting: accountClosed.greeting,
    paragraphs: [
      accountClosed.body(formatMailTime(language, params.closedAt)),
      accountClosed.wishStays,
      ...(params.forfeited ? [accountClosed.forfeited(params.forfeited)] : []),
      ...(params.giftsReturned > 0 ? [accountClosed.giftsReturned(params.giftsReturned)] : []),
      accountClosed.again,
      accountClosed.notYou,
    ],
    action: { label: accountClosed.action, url: params.contactUrl },
  });
}
