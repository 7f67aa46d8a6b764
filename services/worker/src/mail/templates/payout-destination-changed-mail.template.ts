import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

export function payoutDestinationChangedMail(
  language: Language,
  params: {
    name: string;
    destination: string;
    changedAt: Date;
    heldUntil: Date | null;
    contactUrl: string;
  },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { payoutDestinationChanged } = texts;
  return renderMail(language, {
    subject: payoutDestinationChanged.subject,
    heading: payoutDestinationChanged.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [
      payoutDestinationChanged.body(formatMailTime(language, params.changedAt), params.destination),
      ...(params.heldUntil
        ? [payoutDestinationChanged.hold(formatMailTime(language, params.heldUntil))]
        : []),
      payoutDestinationChanged.notYou,
    ],
    action: { label: payoutDestinationChanged.action, url: params.contactUrl },
  });
}
