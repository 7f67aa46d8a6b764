import type { Language } from '@wishwall/contracts/constants';
import { escapeHtml } from '@wishwall/security/escape-html';
import { MAIL_TEXTS } from './mail-texts.ts';

/** What one mail says, as plain text; `renderMail` lays it out and escapes it. */
export interface MailContent {
  subject: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /** Shown large and spaced, for a code the reader types elsewhere. */
  code?: string;
  action?: { label: string; url: string };
  /** Small print after the main part: expiry, "if it wasn't you". */
  notes?: readonly string[];
  /** Why the reader gets this mail, when not because they have an account. */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const COLOR = {
  background: '#f5f4fb',
  surface: '#ffffff',
  muted: '#eeecf8',
  text: '#1c1a33',
  textMuted: '#5c5a75',
  primary: '#3f37c9',
};
const FONT = 'Arial, Helvetica, sans-serif';

const paragraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;

function actionHtml(action: { label: string; url: string }, fallback: string): string {
  const url = escapeHtml(action.url);
  return `<p style="margin:24px 0;text-align:center;"><a href="${url}" style="display:inline-block;padding:12px 24px;background:${COLOR.primary};color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${COLOR.textMuted};">${escapeHtml(fallback)}<br><a href="${url}" style="color:${COLOR.primary};word-break:break-all;">${url}</a></p>`;
}

function codeHtml(code: string): string {
  return `<p style="margin:24px 0;text-align:center;"><span style="display:inline-block;padding:12px 20px;background:${COLOR.muted};border-radius:8px;font-family:'Courier New', Courier, monospace;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${COLOR.text};">${escapeHtml(code)}</span></p>`;
}

/**
 * Lays out a mail as HTML (tables and inline styles, which mail clients render alike) and as
 * plain text with the same content.
 */
export function renderMail(language: Language, content: MailContent): RenderedMail {
  const texts = MAIL_TEXTS[language];
  const notes = content.notes ?? [];
  const footer = content.footer ?? texts.footer;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLOR.background};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR.background};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLOR.surface};border-radius:12px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOR.text};">
<tr><td style="padding:24px 32px 0;font-size:20px;font-weight:bold;color:${COLOR.primary};">Wishwall</td></tr>
<tr><td style="padding:16px 32px 32px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${content.code === undefined ? '' : codeHtml(content.code)}
${content.action ? actionHtml(content.action, texts.linkFallback) : ''}
${notes.map((note) => paragraph(note, `font-size:14px;line-height:21px;color:${COLOR.textMuted};`)).join('\n')}
${paragraph(texts.signOff, 'margin:24px 0 0;')}
</td></tr></table>
<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLOR.textMuted};">${escapeHtml(footer)}</p>
</td></tr></table>
</body></html>
`;
  const text = [
    content.heading,
    content.greeting,
    ...content.paragraphs,
    ...(content.code === undefined ? [] : [`    ${content.code}`]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...notes,
    texts.signOff,
    `--\n${footer}`,
  ].join('\n\n');
  return { subject: content.subject, text: `${text}\n`, html };
}
