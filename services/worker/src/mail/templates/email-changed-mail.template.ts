import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

/** To the address an account left: what happened, and the link that undoes it. */
export function emailChangedMail(
  language: Language,
  params: { name: string; email: string; changedAt: Date; undoLink: string; validHours: number },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { emailChanged } = texts;
  return renderMail(language, {
    subject: emailChanged.subject,
    heading: emailChanged.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [
      emailChanged.body(params.email, formatMailTime(language, params.changedAt)),
      emailChanged.notYou,
    ],
    action: { label: emailChanged.action, url: params.undoLink },
    notes: [emailChanged.expiry(params.validHours)],
  });
}
