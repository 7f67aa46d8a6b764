import net from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';

/**
 * Speaks plain SMTP to the catcher. nodemailer is the worker's dependency, not this
 * package's, and the worker's mail tests already send through it.
 */
async function sendMail(smtpUrl: string, from: string, to: string[], message: string) {
  const { hostname, port } = new URL(smtpUrl);
  const socket = net.connect(Number(port), hostname);
  const lines = createInterface({ input: socket })[Symbol.asyncIterator]();
  const expectReply = async (code: string) => {
    let line: string;
    do line = String((await lines.next()).value);
    while (line[3] === '-');
    if (!line.startsWith(code)) throw new Error(`expected ${code}, got "${line}"`);
  };
  const command = (text: string, code: string) => {
    socket.write(`${text}\r\n`);
    return expectReply(code);
  };
  try {
    await expectReply('220');
    await command('EHLO test.local', '250');
    await command(`MAIL FROM:<${from}>`, '250');
    for (const recipient of to) await command(`RCPT TO:<${recipient}>`, '250');
    await command('DATA', '354');
    await command(`${message.replace(/^\./gm, '..')}\r\n.`, '250');
    await command('QUIT', '221');
  } finally {
    socket.destroy();
  }
}

const HOSTILE_SUBJECT = '<img src=x onerror=alert(1)> Your code';
const HOSTILE_HTML = '<p>Hello <b>Ana</b></p><script>alert("mail")</script>';

function mimeMessage(subject: string, text: string, html: string): string {
  return [
    'From: Wishwall <no-reply@wishwall.local>',
    'To: ana@example.test',
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    '--b1',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--b1--',
  ].join('\r\n');
}

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ httpPort: 0, capacity: 3 });
});
afterAll(() => catcher.stop());

describe('mail catcher', () => {
  it('keeps a sent mail, with every envelope recipient', async () => {
    await sendMail(
      catcher.smtpUrl,
      'no-reply@wishwall.local',
      ['ana@example.test', 'hidden@example.test'],
      mimeMessage('Welcome', 'Hello Ana\r\n.dot-led line', '<p>Hello Ana</p>'),
    );
    const mail = await catcher.waitFor((m) => m.subject === 'Welcome');
    expect(mail).toMatchObject({
      from: 'Wishwall <no-reply@wishwall.local>',
      to: ['ana@example.test', 'hidden@example.test'],
      text: expect.stringContaining('Hello Ana\n.dot-led line'),
      html: expect.stringContaining('<p>Hello Ana</p>'),
    });
    expect(catcher.messages().map((m) => m.subject)).toContain('Welcome');
  });

  it('waits for a mail still to come, and says what it caught when none matches', async () => {
    const waiting = catcher.waitFor((m) => m.subject === 'Later', 5000);
    await sendMail(
      catcher.smtpUrl,
      'a@example.test',
      ['b@example.test'],
      mimeMessage('Later', 'x', 'x'),
    );
    await expect(waiting).resolves.toMatchObject({ to: ['b@example.test'] });
    await expect(catcher.waitFor((m) => m.subject === 'Never', 50)).rejects.toThrow(/"Later"/);
  });

  it('serves the mail as JSON and as pages that never run its content', async () => {
    await sendMail(
      catcher.smtpUrl,
      'a@example.test',
      ['ana@example.test'],
      mimeMessage(HOSTILE_SUBJECT, 'Your code is 123456', HOSTILE_HTML),
    );
    const mail = await catcher.waitFor((m) => m.subject === HOSTILE_SUBJECT);

    const api = await fetch(`${catcher.webUrl}/api/messages`);
    const listed = (await api.json()) as { id: string; subject: string }[];
    expect(listed[0]).toMatchObject({ id: mail.id, subject: HOSTILE_SUBJECT });

    const list = await fetch(`${catcher.webUrl}/`);
    expect(list.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const listHtml = await list.text();
    expect(listHtml).toContain('&lt;img src=x onerror=alert(1)&gt; Your code');
    expect(listHtml).not.toContain('<img');
    expect(listHtml).toContain(`href="/messages/${mail.id}"`);

    const detailHtml = await (await fetch(`${catcher.webUrl}/messages/${mail.id}`)).text();
    expect(detailHtml).not.toContain('<script>');
    expect(detailHtml).not.toContain('<img');
    expect(detailHtml).toMatch(
      /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&lt;script&gt;/,
    );
    expect(detailHtml).toContain('Your code is 123456');

    expect((await fetch(`${catcher.webUrl}/messages/999999`)).status).toBe(404);
  });

  it('keeps only the newest mails, and forgets them all on clear', async () => {
    for (const subject of ['one', 'two', 'three', 'four']) {
      await sendMail(
        catcher.smtpUrl,
        'a@example.test',
        ['b@example.test'],
        mimeMessage(subject, subject, subject),
      );
    }
    expect(catcher.messages().map((m) => m.subject)).toEqual(['two', 'three', 'four']);
    catcher.clear();
    expect(catcher.messages()).toEqual([]);
  });
});
