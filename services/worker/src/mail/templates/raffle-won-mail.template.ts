import type { Language } from '@wishwall/contracts/constants';
import { renderMail, type RenderedMail } from './mail-layout.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function raffleWonMail(
  language: Language,
  params: { name: string; round: number; likes: number; prize: string; resultUrl: string },
): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const { raffleWon } = texts;
  return renderMail(language, {
    subject: raffleWon.subject(params.round),
    heading: raffleWon.heading,
    greeting: texts.greeting(params.name),
    paragraphs: [raffleWon.body(params.round, params.likes, params.prize), raffleWon.claim],
    action: { label: raffleWon.action, url: params.resultUrl },
  });
}
