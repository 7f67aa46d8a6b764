import { createServer, type Server, type ServerResponse } from 'node:http';
import type { CaughtMail, CaughtMailStore } from './caught-mail-store.ts';
import { escapeHtml } from '@wishwall/security/escape-html';

/**
 * Mail content is untrusted: every value is escaped, and a mail's HTML renders only inside a
 * sandboxed iframe (no scripts, no same origin). The policy applies to that iframe too, since
 * a srcdoc document inherits it.
 */
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-ancestors 'none'";

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1f2330; }
  h1 { font-size: 20px; } a { color: #5b3cc4; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e3e3ea; vertical-align: top; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; }
  dt { color: #6b6f80; } dd { margin: 0; }
  iframe { width: 100%; height: 560px; border: 1px solid #e3e3ea; border-radius: 8px; }
  pre { white-space: pre-wrap; background: #f6f6f9; padding: 16px; border-radius: 8px; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const time = (mail: CaughtMail) => escapeHtml(mail.receivedAt.toLocaleString('en-GB'));

function listPage(mails: readonly CaughtMail[]): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/messages/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td>${time(mail)}</td></tr>`,
    )
    .join('');
  const body = rows
    ? `<table><thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. This page refreshes by itself.</p>';
  // Refreshing lets a developer keep the tab open while the app sends mail.
  return page(
    'Mail catcher',
    `<h1>Mail catcher</h1>${body}`,
    '<meta http-equiv="refresh" content="5">',
  );
}

function messagePage(mail: CaughtMail): string {
  // Links in the mail (a verification link, say) open in a new tab, outside the sandbox.
  const srcdoc = `<base target="_blank">${mail.html}`;
  const html = mail.html
    ? `<h2>HTML</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(srcdoc)}" title="HTML body"></iframe>`
    : '';
  return page(
    mail.subject || '(no subject)',
    `<p><a href="/">← All mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Received</dt><dd>${time(mail)}</dd></dl>${html}<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(body);
}

/** The catcher's web UI: GET / lists mail newest first, /messages/:id shows one, /api/messages. */
export function createMailCatcherWeb(store: CaughtMailStore): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'text/plain', 'Method not allowed');
    }
    const { pathname } = new URL(request.url ?? '/', 'http://catcher');
    const newestFirst = () => store.list().reverse();
    if (pathname === '/') return send(response, 200, 'text/html', listPage(newestFirst()));
    if (pathname === '/api/messages') {
      return send(response, 200, 'application/json', JSON.stringify(newestFirst()));
    }
    const id = /^\/messages\/(\d+)$/.exec(pathname)?.[1];
    const mail = id === undefined ? undefined : store.find(id);
    if (mail) return send(response, 200, 'text/html', messagePage(mail));
    send(
      response,
      404,
      'text/html',
      page('Not found', '<p>No such mail. <a href="/">All mail</a></p>'),
    );
  });
}
