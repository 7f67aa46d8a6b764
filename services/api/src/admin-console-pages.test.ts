import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it, beforeAll } from 'vitest';
import { ADMIN_PAGE_SIZE } from '@wishwall/contracts/admin.dto';
import { QueueName } from '@wishwall/contracts/queues';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { createJobQueues, closeJobQueues } from '@wishwall/events/job-queues';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createContactMessages } from '@wishwall/testing/fixtures';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const t = useApi();
let operator: string;
beforeAll(async () => {
  operator = (await consoleAccounts(t)).operator.token;
});

const asOperator = (method: 'GET' | 'POST', url: string, body?: object) =>
  t.api.call(method, url, body, operator);
const auditOf = (recordType: string, recordId: string) =>
  t.ctx.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

describe('GET /v1/admin/overview', () => {
  it('shows every live gateway, reactions per second, today’s wishes, queues and lags', async () => {
    const board = new ProcessStatsBoard(t.ctx.redis, t.ctx.redisPrefix);
    const now = Date.now();
    await board.publish('gateway', {
      instance: 'gw-a',
      at: now,
      figures: { sockets: 120, messages_per_second: 900, stream_lag_seconds: 0.004 },
    });
    await board.publish('gateway', {
      instance: 'gw-b',
      at: now,
      figures: { sockets: 30, messages_per_second: 200, stream_lag_seconds: 0.002 },
    });
    // A replica silent for a minute is gone: it counts no viewers.
    await board.publish('gateway', {
      instance: 'gw-dead',
      at: now - 60_000,
      figures: { sockets: 999 },
    });
    await board.publish('api', {
      instance: 'api-x',
      at: now,
      figures: { reactions_per_second: 12.5 },
    });

    const { wish } = await publishedWish(t.ctx);
    await t.ctx.db
      .insertInto('reaction_deltas')
      .values({ wish_id: wish.id, likes: 1, created_at: new Date(now - 4000) })
      .execute();
    // No worker runs here: what earlier steps wrote counts as relayed, the old row does not.
    await t.ctx.db.updateTable('outbox').set({ relayed_at: new Date() }).execute();
    await t.ctx.db
      .insertInto('outbox')
      .values({
        event_id: randomUUID(),
        type: 'contact.message_received',
        payload: JSON.stringify({ contactMessageId: '1' }),
        created_at: new Date(now - 7000),
      })
      .execute();
    const queues = createJobQueues(
      [QueueName.Mail],
      t.ctx.redis,
      redisKeys(t.ctx.redisPrefix).bullPrefix,
    );
    await queues.get(QueueName.Mail)?.add('mail.welcome', { userId: '1' }, { delay: 60_000 });
    await closeJobQueues(queues);

    const { status, body } = await asOperator('GET', '/v1/admin/overview');
    expect(status).toBe(200);
    const figures = body.data;
    expect(figures.gateways.map((g: { instance: string }) => g.instance)).toEqual(['gw-a', 'gw-b']);
    expect(figures.gateways[0]).toMatchObject({
      sockets: 120,
      messages_per_second: 900,
      stream_lag_seconds: 0.004,
    });
    expect(figures.viewers).toBe(150);
    expect(figures.reactions_per_second).toBeGreaterThanOrEqual(12.5);
    expect(figures.published_today).toBeGreaterThanOrEqual(1);
    expect(figures.fold_lag_seconds).toBeGreaterThanOrEqual(4);
    expect(figures.outbox_lag_seconds).toBeGreaterThanOrEqual(7);
    expect(figures.outbox_pending).toBeGreaterThanOrEqual(1);
    expect(figures.queues.map((q: { name: string }) => q.name).sort()).toEqual(
      Object.values(QueueName).sort(),
    );
    expect(figures.queues.find((q: { name: string }) => q.name === QueueName.Mail).delayed).toBe(1);
  });

  it('shows the API’s own accepted reactions per second, published by its heartbeat', async () => {
    await t.ctx.redis.del(`${t.ctx.redisPrefix}:stats:api`);
    const { wish } = await publishedWish(t.ctx);
    const tokens = await Promise.all(
      Array.from({ length: 6 }, async () => (await t.api.register()).body.data.token as string),
    );
    const presses = await Promise.all(
      tokens.map((token) =>
        t.api.call('POST', `/v1/wishes/${wish.id}/react`, { reaction_type: 'heart' }, token),
      ),
    );
    expect(presses.every((press) => press.status === 200)).toBe(true);
    await expect
      .poll(
        async () => (await asOperator('GET', '/v1/admin/overview')).body.data.reactions_per_second,
        {
          timeout: 5000,
          interval: 250,
        },
      )
      .toBeGreaterThan(0);
  });
});

describe('the contact inbox', () => {
  const newMessage = (subject: string) =>
    new ContactMessageRepository(t.ctx.db).insert({
      name: 'Ana',
      email: 'ana@example.com',
      subject,
      message: 'Hello there',
      language: 'es',
      user_id: null,
    });
  const listed = async (handled: boolean) =>
    (
      await asOperator('GET', `/v1/admin/contact-messages?handled=${handled}`)
    ).body.data.messages.map((message: { subject: string }) => message.subject);

  it('lists open messages, marks one handled (audited) and back', async () => {
    const message = await newMessage('Open question');
    expect(await listed(false)).toContain('Open question');
    expect(await listed(true)).not.toContain('Open question');

    const marked = await asOperator('POST', `/v1/admin/contact-messages/${message.id}/handled`, {
      handled: true,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.handled_at).not.toBeNull();
    expect(await listed(false)).not.toContain('Open question');
    expect(await listed(true)).toContain('Open question');
    // Marking it as it already is changes nothing and writes nothing.
    await asOperator('POST', `/v1/admin/contact-messages/${message.id}/handled`, { handled: true });
    const audit = await auditOf('contact_message', message.id);
    expect(audit.map((row) => row.action)).toEqual(['contact_message.handled']);
    expect(audit[0]?.before).toEqual({ handled_at: null, handled_by: null });
    expect((audit[0]?.after as { handled_by: string }).handled_by).toBe(
      marked.body.data.handled_by,
    );

    await asOperator('POST', `/v1/admin/contact-messages/${message.id}/handled`, {
      handled: false,
    });
    expect(await listed(false)).toContain('Open question');
    expect((await auditOf('contact_message', message.id)).map((row) => row.action)).toEqual([
      'contact_message.handled',
      'contact_message.reopened',
    ]);
  });

  it('answers 404 for a message that does not exist, 400 for a malformed id or body', async () => {
    const missing = await asOperator('POST', '/v1/admin/contact-messages/999999/handled', {
      handled: true,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    const malformed = await asOperator('POST', '/v1/admin/contact-messages/abc/handled', {
      handled: true,
    });
    expect(malformed.status).toBe(400);
    const message = await newMessage('Body check');
    const noBody = await asOperator('POST', `/v1/admin/contact-messages/${message.id}/handled`, {
      handled: 'yes please',
    });
    expect(noBody.status).toBe(400);
    expect(await auditOf('contact_message', message.id)).toEqual([]);
  });
});

// The inbox's pages (docs/decisions/0051-console-live-overview.md): more messages than a page
// holds are all reachable, each once, and a bad page number is refused without effect.
interface Page {
  messages: { id: string; subject: string; handled_at: string | null }[];
  next_page: number | null;
}

const inboxPage = async (handled: boolean, page: number): Promise<Page> => {
  const { status, body } = await asOperator(
    'GET',
    `/v1/admin/contact-messages?handled=${handled}&page=${page}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as Page;
};

/** Every page of the list from the first, following `next_page` as the console does. */
async function everyPage(handled: boolean) {
  const pages: Page[] = [];
  for (let page: number | null = 1; page !== null; page = pages.at(-1)!.next_page) {
    pages.push(await inboxPage(handled, page));
    expect(pages.length, 'pages never end').toBeLessThan(20);
  }
  return pages;
}

/** What the inbox holds: each message's handled mark, and every audit row about one. */
async function inboxState() {
  const [messages, audit] = await Promise.all([
    t.ctx.db
      .selectFrom('contact_messages')
      .select(['id', 'handled_at', 'handled_by'])
      .orderBy('id')
      .execute(),
    t.ctx.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('record_type', '=', 'contact_message')
      .execute(),
  ]);
  return { messages, audit };
}

describe('GET /v1/admin/contact-messages, page by page', () => {
  it('pages through more than a page of open messages: each once, newest first, then the end', async () => {
    const seeded = await createContactMessages(t.ctx.db, ADMIN_PAGE_SIZE * 2 + 7, 'Paged');
    const open = await t.ctx.db
      .selectFrom('contact_messages')
      .select('id')
      .where('handled_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();

    const pages = await everyPage(false);
    expect(pages.map((page) => page.messages.length)).toEqual([
      ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
      open.length - 2 * ADMIN_PAGE_SIZE,
    ]);
    expect(pages.map((page) => page.next_page)).toEqual([2, 3, null]);
    const ids = pages.flatMap((page) => page.messages.map((message) => message.id));
    // Nothing lost, nothing twice, in the inbox's order.
    expect(ids).toEqual(open.map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(seeded));

    // Past the last page: an empty page, not an error.
    expect(await inboxPage(false, 4)).toEqual({ messages: [], next_page: null });
  });

  it('a page that holds exactly the last rows says no page follows', async () => {
    // The handled list: exactly one full page of them.
    const ids = await createContactMessages(t.ctx.db, ADMIN_PAGE_SIZE, 'Exactly');
    const handled = (await inboxState()).messages.filter((row) => row.handled_at !== null);
    const needed = ADMIN_PAGE_SIZE - handled.length;
    for (const id of ids.slice(0, needed)) {
      await asOperator('POST', `/v1/admin/contact-messages/${id}/handled`, { handled: true });
    }
    const pages = await everyPage(true);
    expect(pages.map((page) => [page.messages.length, page.next_page])).toEqual([
      [ADMIN_PAGE_SIZE, null],
    ]);
  });

  it('a message on a later page is marked handled: it leaves that page, the next one slides in', async () => {
    const before = await inboxPage(false, 2);
    const third = await inboxPage(false, 3);
    const target = before.messages[10]!;
    const marked = await asOperator('POST', `/v1/admin/contact-messages/${target.id}/handled`, {
      handled: true,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data.handled_at).not.toBeNull();

    // The page read again, as the console does after a mark: the rest in order, and the first
    // of the page after it at its end, so a pass through the pages still misses nothing.
    const after = await inboxPage(false, 2);
    expect(after.messages.map((message) => message.id)).toEqual([
      ...before.messages.filter((message) => message.id !== target.id).map((m) => m.id),
      third.messages[0]!.id,
    ]);
    const handled = (await everyPage(true)).flatMap((page) => page.messages);
    expect(handled.map((message) => message.id)).toContain(target.id);
  });
});

describe('GET /v1/admin/contact-messages with a bad page or filter', () => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['page=100001', 'page'],
    ['page=99999999999999999999', 'page'],
    ['handled=maybe', 'handled'],
  ])('?%s answers 400 validation_failed naming %s, and changes nothing', async (query, field) => {
    await createContactMessages(t.ctx.db, 3, `Bad ${query}`);
    const before = await inboxState();
    const { status, body } = await asOperator('GET', `/v1/admin/contact-messages?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, code: 'validation_failed' });
    expect(body.message).toMatch(new RegExp(`^Invalid querystring: ${field} `));
    expect(body.data.fields).toEqual([expect.objectContaining({ field })]);
    expect(await inboxState()).toEqual(before);
  });
});

describe('POST /v1/admin/legal-documents', () => {
  const publish = (content: string, title = 'Terms, new') =>
    asOperator('POST', '/v1/admin/legal-documents', {
      document_type: 'terms',
      language_code: 'es',
      title,
      summary: 'Las condiciones',
      content,
    });
  const current = async () =>
    (await t.api.call('GET', '/v1/legal-documents/terms/es')).body.data as {
      version: number;
      title: string;
      content: string;
      content_html: string | null;
    };

  it('renders the Markdown, sanitises it, keeps both as a new version in force at once, audited', async () => {
    const before = await current();
    const markdown =
      '# Condiciones\n\nPrimera línea\nSegunda **línea**\n\n- uno\n- dos\n\n' +
      '<p onclick="steal()">Con clic</p><script>alert(1)</script>' +
      '<img src=x onerror=alert(2)>\n\n[malo](javascript:alert(3)) ' +
      '<a href="javascript:alert(4)">peor</a> [bueno](https://wishwall.example/x)';
    const { status, body } = await publish(markdown);
    expect(status).toBe(200);
    expect(body.message).toBe('legal_document_published');
    expect(body.data.version).toBe(before.version + 1);
    const shown = await current();
    expect(shown).toMatchObject({ version: before.version + 1, title: 'Terms, new' });
    expect(shown.content).toBe(markdown);
    expect(shown.content_html).toBe(
      '<h2>Condiciones</h2>\n<p>Primera línea<br />\nSegunda <strong>línea</strong></p>\n' +
        '<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>\n' +
        '<p>Con clic</p>\n<p>[malo](javascript:alert(3)) <a>peor</a> ' +
        '<a href="https://wishwall.example/x">bueno</a></p>',
    );
    expect(shown.content_html).not.toMatch(/<script|onerror|onclick|href="javascript|<img/);
    const audit = await t.ctx.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'legal_document.publish')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ document_type: 'terms', version: before.version + 1 });
  });

  it('previews through a dry run of the same call: the same HTML, nothing stored or audited', async () => {
    const before = await current();
    const audits = await t.ctx.db.selectFrom('admin_audit').select('id').execute();
    const { status, body } = await asOperator('POST', '/v1/admin/legal-documents', {
      document_type: 'terms',
      language_code: 'es',
      title: 'Borrador',
      summary: 'Las condiciones',
      content: '## Punto\nuno\n\n<script>x()</script>\n\n*dos*',
      dry_run: true,
    });
    expect(status).toBe(200);
    expect(body.message).toBe('legal_document_previewed');
    expect(body.data).toMatchObject({
      version: before.version + 1,
      title: 'Borrador',
      content_html: '<h3>Punto</h3>\n<p>uno</p>\n\n<p><em>dos</em></p>',
    });
    expect(await current()).toEqual(before);
    expect(await t.ctx.db.selectFrom('admin_audit').select('id').execute()).toEqual(audits);
    // A dry run refuses what publishing refuses.
    const empty = await asOperator('POST', '/v1/admin/legal-documents', {
      document_type: 'terms',
      language_code: 'es',
      title: 'Borrador',
      summary: 'Las condiciones',
      content: '<script>x()</script>',
      dry_run: true,
    });
    expect([empty.status, empty.body.code]).toEqual([400, 'validation_failed']);
  });

  it('leaves versions published before as they were, plain text and no HTML', async () => {
    const first = await t.ctx.db
      .selectFrom('legal_documents')
      .select(['content', 'content_html'])
      .where('document_type', '=', 'privacy')
      .where('language_code', '=', 'en')
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first.content_html).toBeNull();
    expect(first.content).not.toContain('<p>');
  });

  it('titles the prize page as its footer link reads', async () => {
    for (const [language, title] of [
      ['en', 'Prize and raffle rules'],
      ['es', 'Bases del premio y del sorteo'],
    ]) {
      const { body } = await t.api.call(
        'GET',
        `/v1/legal-documents/prize_and_raffle_base/${language}`,
      );
      expect(body.data.title).toBe(title);
      expect(body.data.content_html).toBeNull();
    }
  });

  it('refuses content that is only markup, and a blank title, changing nothing', async () => {
    const before = await current();
    const onlyMarkup = await publish('<script>alert(1)</script><p> </p>');
    expect([onlyMarkup.status, onlyMarkup.body.code]).toEqual([400, 'validation_failed']);
    const blankTitle = await publish('Texto', '   ');
    expect([blankTitle.status, blankTitle.body.code]).toEqual([400, 'validation_failed']);
    expect(await current()).toEqual(before);
  });

  it('numbers versions one after another when operators publish at once', async () => {
    const before = await current();
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => publish(`Texto ${i}`)));
    const won = results.filter((result) => result.status === 200);
    const lost = results.filter((result) => result.status !== 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(lost.every((result) => result.status === 409 && result.body.code === 'conflict')).toBe(
      true,
    );
    const versions = won.map((result) => result.body.data.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(versions.map((_, i) => before.version + 1 + i));
    const rows = await t.ctx.db
      .selectFrom('legal_documents')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('document_type', '=', 'terms')
      .where('language_code', '=', 'es')
      .executeTakeFirstOrThrow();
    expect(rows.n).toBe(before.version + won.length);
  });
});

describe('a hundred operator calls at once', () => {
  it('toggling one message: no 5xx, and one audit row per real change, ending as the last write says', async () => {
    const message = await new ContactMessageRepository(t.ctx.db).insert({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'Burst',
      message: 'Hello there',
      language: 'en',
      user_id: null,
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        asOperator('POST', `/v1/admin/contact-messages/${message.id}/handled`, {
          handled: i % 2 === 0,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Each write ran under the row lock: the audit alternates, one row per state change.
    const audit = (await auditOf('contact_message', message.id)).map((row) => row.action);
    audit.forEach((action, i) =>
      expect(action).toBe(i % 2 === 0 ? 'contact_message.handled' : 'contact_message.reopened'),
    );
    const row = await t.ctx.db
      .selectFrom('contact_messages')
      .select('handled_at')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.handled_at !== null).toBe(audit.at(-1) === 'contact_message.handled');
  });

  it('publishing one page: no 5xx, the versions numbered without a gap', async () => {
    const publish = (i: number) =>
      asOperator('POST', '/v1/admin/legal-documents', {
        document_type: 'cookies_privacy',
        language_code: 'en',
        title: `Cookies ${i}`,
        summary: 'Cookies',
        content: `Version ${i}`,
      });
    const before = await t.ctx.db
      .selectFrom('legal_documents')
      .select(sql<number>`max(version)::int`.as('v'))
      .where('document_type', '=', 'cookies_privacy')
      .where('language_code', '=', 'en')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => publish(i)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const won = answers.filter((answer) => answer.status === 200);
    expect(answers.every((a) => a.status === 200 || a.body.code === 'conflict')).toBe(true);
    const versions = won.map((answer) => answer.body.data.version as number).sort((a, b) => a - b);
    expect(versions).toEqual(versions.map((_, i) => before.v + 1 + i));
  });

  it('reading the overview: every answer 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => asOperator('GET', '/v1/admin/overview')),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
  });
});
