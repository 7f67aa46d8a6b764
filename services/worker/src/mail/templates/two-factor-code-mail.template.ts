import type { Language } from '@wishwall/contracts/constants';
import type { TwoFactorPurpose } from '@wishwall/db/tables/account.table';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function twoFactorCodeMail(
  language: Language,
  params: { name: string; code: string; purpose: TwoFactorPurpose; validMinutes: number },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { twoFactorCode } = texts;
  return renderMail(language, {
    subject: twoFactorCode.subject,
    heading: twoFactorCode.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [params.purpose === 'login' ? twoFactorCode.bodyLogin : twoFactorCode.bodyEnable],
    code: params.code,
    notes: [twoFactorCode.validity(params.validMinutes), twoFactorCode.notYou],
  });
}
