import type { Language } from '@wishwall/contracts/constants';
import { en, type MailTexts } from './mail-texts.en.ts';
import { es } from './mail-texts.es.ts';

export const MAIL_TEXTS: { readonly [L in Language]: MailTexts } = { en, es };
