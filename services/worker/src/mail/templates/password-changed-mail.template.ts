import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

/** The reader's time zone is unknown, so the time is given in UTC and says so. */
function formatChangedAt(language: Language, at: Date): string {
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

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
      passwordChanged.body(formatChangedAt(language, params.changedAt)),
      passwordChanged.notYou,
    ],
    action: { label: passwordChanged.action, url: params.contactUrl },
  });
}
