import type { Language } from '@wishwall/contracts/constants';
import type { TwoFactorPurpose } from '@wishwall/db/tables/two-factor-attempt.table';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

type CodeTexts = (typeof MAIL_TEXTS)[Language]['twoFactorCode'];
/** What the code is for, said in the mail: a sign-in, turning two-factor on, a step-up. */
const BODY: Record<TwoFactorPurpose, (texts: CodeTexts) => string> = {
  login: (texts) => texts.bodyLogin,
  enable: (texts) => texts.bodyEnable,
  step_up: (texts) => texts.bodyStepUp,
};

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
    paragraphs: [BODY[params.purpose](twoFactorCode)],
    code: params.code,
    notes: [twoFactorCode.validity(params.validMinutes), twoFactorCode.notYou],
  });
}
