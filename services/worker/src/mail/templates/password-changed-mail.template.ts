import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';
import { formatMailTime } from './mail-time.ts';

export function passwordChangedMail(
  language: Language,
  params: { name: string; changedAt: Date; contactUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { passwordChanged } = texts;
  return renderMail(language, {
    subject: passwordChanged.subject,
    heading: passwordChanged.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [
      passwordChanged.body(formatMailTime(language, params.changedAt)),
      passwordChanged.notYou,
    ],
    action: { label: passwordChanged.action, url: params.contactUrl },
  });
}
