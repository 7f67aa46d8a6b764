import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@wishwall/contracts/error-codes';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
} from '@wishwall/core/test-support/wallet-fixtures';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { hostileRequests, type HostileRequest } from './test-support/hostile-requests.ts';
import { withAuthenticatorApp } from './test-support/operator-fixtures.ts';
import { routeCatalog, type CatalogRoute } from './test-support/route-catalog.ts';
import { sessionToken } from './test-support/session-tokens.ts';
import { closeOpenRound, publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
let app: ApiApp;
let api: ApiClient;
let routes: CatalogRoute[];
/** Per route, the path parameters of rows that exist, so hostile bodies reach the service. */
let pathRows: Record<string, Record<string, string>>;
/**
 * Accounts made before the run, each used once, for a request a per-user limit refused: made
 * during a route's run, their rows would read as changes the route made.
 */
const spare: Record<'user' | 'operator', string[]> = { user: [], operator: [] };

/** The password every account of this file has, as `api.register` gives it. */
const PASSWORD = 'correct horse battery';
let passwordHash: string;

/**
 * A verified account holding 30 USD, signed in; an operator also has an app and just used it.
 * `quick` ones are written to the database directly (with the same password), for the many a
 * per-user rate limit asks for.
 */
async function session(kind: 'user' | 'operator', quick = false) {
  let id: string;
  if (quick) {
    id = (await createUser(ctx.db, 'Hostile Neighbour')).id;
  } else {
    const { body } = await api.registerVerified();
    id = body.data.user.id;
  }
  const operator = kind === 'operator';
  const user = await ctx.db
    .updateTable('users')
    .set({
      ...(quick ? { password_hash: passwordHash, email_verified_at: new Date() } : {}),
      role: operator ? 'admin' : 'user',
      two_factor_enabled: operator,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  passwordHash ??= user.password_hash;
  await fundWallet(ctx.db, id, 30_000_000n);
  if (operator) await withAuthenticatorApp(ctx, id);
  return { id, token: sessionToken(app, user, { amr: operator ? ['pwd', 'otp'] : ['pwd'] }) };
}

/** One of each row the console's and the wall's `:id` routes act on, made the product's way. */
async function rowsToActOn(): Promise<typeof pathRows> {
  const { wish } = await publishedWish(ctx, 'A wish for hostile neighbours #test');
  await ctx.db.updateTable('wishes').set({ likes: 3 }).where('id', '=', wish.id).execute();
  const requester = await session('operator');
  const asker = await session('user');
  const withdrawal = await api.call(
    'POST',
    '/v1/transactions',
    { amount: '10', destination: 'payee@paypal.test' },
    asker.token,
  );
  const { email: creditee } = await api.registerVerified();
  const credit = await api.call(
    'POST',
    '/v1/admin/credits',
    { email: creditee, amount: '9000', reason: 'A large credit waiting for approval' },
    requester.token,
  );
  const message = await ctx.db
    .insertInto('contact_messages')
    .values({
      name: 'Ada',
      email: 'ada@example.test',
      subject: 'Hi',
      message: 'Hello',
      language: 'en',
      user_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await closeOpenRound(ctx);
  const drawn = await api.call('POST', '/v1/admin/raffle/draw', undefined, requester.token);
  const prize = await api.call(
    'POST',
    `/v1/admin/raffle/rounds/${drawn.body.data.round.number}/prize`,
    { method: 'wallet' },
    requester.token,
  );
  expect([withdrawal.status, credit.body.data?.state, drawn.status, prize.status]).toEqual([
    200,
    'pending',
    200,
    200,
  ]);
  return {
    '/v1/wish/:id': { id: wish.id },
    '/v1/wishes/:id/react': { id: wish.id },
    '/v1/admin/withdrawals/:id/decision': { id: withdrawal.body.data.transaction.id },
    '/v1/admin/credits/:id/decision': { id: credit.body.data.request.id },
    '/v1/admin/contact-messages/:id/handled': { id: message.id },
    '/v1/admin/raffle/rounds/:number/prize': { number: String(drawn.body.data.round.number) },
    '/v1/admin/raffle/prize-payments/:id/decision': { id: prize.body.data.id },
    '/v1/legal-documents/:document_type/:language_code': {
      document_type: 'terms',
      language_code: 'en',
    },
  };
}

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'wishwall-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
  app = await buildApp({ config: { ...ctx.config, webDist }, db: ctx.db, redis: ctx.redis });
  api = new ApiClient(app, ctx);
  // HEAD routes are Fastify's copies of the GET ones: the same handler, no body to check.
  routes = (await routeCatalog(app)).filter((route) => route.method !== 'HEAD');
  pathRows = await rowsToActOn();
  for (const kind of ['user', 'operator'] as const) {
    spare[kind] = await Promise.all(
      Array.from({ length: 120 }, async () => (await session(kind, true)).token),
    );
  }
}, 120_000);
afterAll(() => app.close());

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** What is wrong with one answer: a 5xx, or an error outside the envelope. */
function defectOf(request: HostileRequest, status: number, body: string): string | undefined {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400 || request.options.method === 'HEAD') return undefined;
  try {
    const envelope = JSON.parse(body) as Record<string, unknown>;
    const fields = (envelope.data as { fields?: unknown } | null)?.fields;
    const wellFormed =
      envelope.status === false &&
      (ERROR_CODES as readonly unknown[]).includes(envelope.code) &&
      typeof envelope.message === 'string' &&
      (envelope.data === null || Array.isArray(fields));
    return wellFormed ? undefined : `${status} outside the envelope: ${body.slice(0, 200)}`;
  } catch {
    return `${status} not JSON: ${body.slice(0, 200)}`;
  }
}

/**
 * Tables a refused request may still write: a wrong code counts against its attempt, and a
 * token whose checks passed is kept. Every other table must read the same after a run in which
 * nothing was accepted.
 */
const MAY_CHANGE_WHEN_REFUSED = new Set(['two_factor_attempts']);

/** A digest of every table's rows, by table: what a refused request must leave as it was. */
async function databaseDigest(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
       and table_name not like 'kysely_%'`.execute(ctx.db);
  const digests = tables.rows
    .filter(({ name }) => !MAY_CHANGE_WHEN_REFUSED.has(name))
    .map(
      ({ name }) => sql<{ name: string; digest: string }>`
        select ${name} as name,
               md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.table(name)} t`,
    );
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(
    digests,
    sql` union all `,
  )}`.execute(ctx.db);
  const digest: Record<string, string> = {};
  for (const row of rows) digest[row.name] = row.digest;
  return digest;
}

/**
 * Fires the requests a few at a time and lists every defect, and how many were accepted. A
 * request a per-user limit refused is sent again from the next spare account, which the
 * session's later requests then use: a limit must not keep hostile values from the service
 * (per-address limits never trip: each request comes from its own address).
 */
async function defectsOf(
  route: CatalogRoute,
  requests: HostileRequest[],
  session?: { token: string; spare: () => string },
) {
  const defects: string[] = [];
  let accepted = 0;
  let current = session?.token;
  const queue = [...requests];
  const send = async (request: HostileRequest) => {
    const headers: Record<string, string | string[] | undefined> = {
      ...(request.options.headers as Record<string, string>),
    };
    const own = session && headers.authorization === `Bearer ${session.token}`;
    const token = current;
    if (own) headers.authorization = `Bearer ${token}`;
    // A request left hanging is a defect too: it counts as a 504.
    let timer: NodeJS.Timeout | undefined;
    const response = await Promise.race([
      app
        .inject({ ...request.options, headers, remoteAddress: randomAddress() })
        .catch((error: Error) => ({ statusCode: 0, body: `inject refused: ${error.message}` })),
      new Promise<{ statusCode: number; body: string }>((resolve) => {
        timer = setTimeout(() => resolve({ statusCode: 504, body: 'no answer in 5 s' }), 5000);
      }),
    ]);
    clearTimeout(timer);
    return { response, limited: own && response.statusCode === 429, token };
  };
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const request = next;
      let { response, limited, token } = await send(request);
      for (let retry = 0; limited && retry < 3; retry += 1) {
        if (current === token) current = session!.spare();
        ({ response, limited, token } = await send(request));
      }
      // light-my-request refuses some header values no HTTP client could send either.
      if (response.statusCode === 0) continue;
      if (response.statusCode < 400) accepted += 1;
      const defect = defectOf(request, response.statusCode, response.body);
      if (defect) defects.push(`${route.method} ${route.url} · ${request.label} → ${defect}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { defects, accepted };
}

/** Routes that are not ours (the queue dashboard's own API, the docs' files) or serve files. */
const outsideTheSpec = (route: CatalogRoute) =>
  /^\/(admin\/queues|docs|flags|uploads)(\/|$)/.test(route.url) ||
  ['/*', '/metrics', '/healthz', '/readyz'].includes(route.url);

describe('hostile input on every route', () => {
  it('lists the routes from the app itself', () => {
    const listed = routes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /v1/register',
        'GET /v1/search',
        'POST /v1/wishes/:id/react',
        'POST /v1/stripe/webhook',
        'POST /v1/paypal/webhook',
        'PUT /v1/payout-destination',
        'GET /v1/sandbox/checkout/:reference',
        'GET /flags/*',
        'GET /*',
      ]),
    );
    expect(routes.find((route) => route.url === '/v1/search')?.query.map((f) => f.name)).toEqual([
      'q',
      'page',
    ]);
  });

  it('runs every operation the OpenAPI document describes, and describes every /v1 route', () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const run = new Set(routes.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    expect(documented.filter((operation) => !run.has(operation))).toEqual([]);
    // A route left out of the document is run without its fields: only these are, on purpose
    // (a provider's webhook body is the provider's, kept whole; the sandbox pages stand in for
    // a provider's; the web client's page and the redirect from `/` to a language; the console's
    // overview WebSocket, an upgrade rather than an operation, described in docs/product.md).
    // Hiding another fails here, so it is decided.
    const undocumented = routes
      .filter((r) => !outsideTheSpec(r))
      .filter((r) => !documented.includes(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented.sort()).toEqual([
      'GET /',
      'GET /index.html',
      'GET /v1/admin/overview/live',
      'GET /v1/sandbox/checkout/:reference',
      'POST /v1/paypal/webhook',
      'POST /v1/sandbox/checkout/:reference/cancel',
      'POST /v1/sandbox/checkout/:reference/pay',
      'POST /v1/stripe/webhook',
    ]);
  });

  it('answers every hostile request without a 5xx, errors in the envelope, refusals changing nothing', async () => {
    const defects: string[] = [];
    const unchanged: string[] = [];
    for (const route of routes) {
      const passes: ('user' | 'operator')[] =
        route.url.startsWith('/v1/') &&
        (route.method !== 'GET' || route.url.startsWith('/v1/admin/'))
          ? ['user', 'operator']
          : ['user'];
      for (const kind of passes) {
        // A fresh account per route: logout and password changes end the session they use.
        const { token } = await session(kind);
        const headers = { authorization: `Bearer ${token}` };
        const spareAccount = () => {
          const token = spare[kind].pop();
          if (!token) throw new Error('the spare accounts ran out: make more in beforeAll');
          return token;
        };
        // Each request gets its own solved captcha, so hostile values get past it to the service.
        const needsCaptcha = route.body.some((field) => field.name === 'captchaToken');
        const captchas = needsCaptcha
          ? await Promise.all(Array.from({ length: 400 }, () => api.solvedCaptcha()))
          : [];
        // The account's password where a route asks for it, so the rest is what is checked.
        const password = Object.fromEntries(
          route.body
            .filter((field) => ['password', 'current_password'].includes(field.name))
            .map((field) => [field.name, PASSWORD]),
        );
        const extra = () => ({ ...password, ...(captchas.pop() ?? {}) });
        const params = pathRows[route.url] ?? {};
        const before = await databaseDigest();
        const signedIn = await defectsOf(route, hostileRequests(route, headers, extra, params), {
          token,
          spare: spareAccount,
        });
        const anonymous = await defectsOf(
          route,
          hostileRequests(route, {}, extra, params).slice(0, 15),
        );
        defects.push(...signedIn.defects, ...anonymous.defects);
        if (signedIn.accepted + anonymous.accepted > 0) continue;
        const after = await databaseDigest();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        if (changed.length > 0)
          defects.push(
            `${route.method} ${route.url} (${kind}) refused everything yet changed ${changed.join(', ')}`,
          );
        else unchanged.push(`${route.method} ${route.url}`);
      }
    }
    expect(defects).toEqual([]);
    // The check above had something to check: most routes refuse every hostile request.
    expect(unchanged.length).toBeGreaterThan(routes.length / 2);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  }, 900_000);
});
