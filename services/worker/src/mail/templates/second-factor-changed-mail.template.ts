import type { Language } from '@wishwall/contracts/constants';
import type { SecondFactorChange } from '@wishwall/contracts/domain-events';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

/** Tells the owner that a second factor changed (docs/decisions/0047-authenticator-apps.md). */
export function secondFactorChangedMail(
  language: Language,
  params: { name: string; change: SecondFactorChange; changedAt: Date; contactUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { secondFactorChanged } = texts;
  return renderMail(language, {
    subject: secondFactorChanged.subject,
    heading: secondFactorChanged.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [
      secondFactorChanged.change[params.change],
      secondFactorChanged.when(formatMailTime(language, params.changedAt)),
      secondFactorChanged.notYou,
    ],
    action: { label: secondFactorChanged.action, url: params.contactUrl },
  });
}
