import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@wishwall/contracts/error-codes';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { hostileRequests, type HostileRequest } from './test-support/hostile-requests.ts';
import { routeCatalog, type CatalogRoute } from './test-support/route-catalog.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
let app: ApiApp;
let api: ApiClient;
let routes: CatalogRoute[];

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'wishwall-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<html><head></head><body></body></html>');
  app = await buildApp({ config: { ...ctx.config, webDist }, db: ctx.db, redis: ctx.redis });
  api = new ApiClient(app, ctx);
  // HEAD routes are Fastify's copies of the GET ones: the same handler, no body to check.
  routes = (await routeCatalog(app)).filter((route) => route.method !== 'HEAD');
  await publishedWish(ctx, 'A wish for hostile neighbours #test');
});
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

/** Fires the requests a few at a time and lists every defect. */
async function defectsOf(route: CatalogRoute, requests: HostileRequest[]) {
  const defects: string[] = [];
  const queue = [...requests];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const request = next;
      // A request left hanging is a defect too: it counts as a 504.
      let timer: NodeJS.Timeout | undefined;
      const response = await Promise.race([
        app
          .inject({ ...request.options, remoteAddress: randomAddress() })
          .catch((error: Error) => ({ statusCode: 0, body: `inject refused: ${error.message}` })),
        new Promise<{ statusCode: number; body: string }>((resolve) => {
          timer = setTimeout(() => resolve({ statusCode: 504, body: 'no answer in 5 s' }), 5000);
        }),
      ]);
      clearTimeout(timer);
      // light-my-request refuses some header values no HTTP client could send either.
      if (response.statusCode === 0) continue;
      const defect = defectOf(request, response.statusCode, response.body);
      if (defect) defects.push(`${route.method} ${route.url} · ${request.label} → ${defect}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return defects;
}

describe('hostile input on every route', () => {
  it('lists the routes from the app itself', () => {
    const listed = routes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /v1/register',
        'GET /v1/search',
        'POST /v1/wishes/:id/react',
        'POST /v1/stripe/webhook',
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

  it('answers every hostile request without a 5xx, errors in the envelope', async () => {
    const defects: string[] = [];
    for (const route of routes) {
      // A fresh account per route: logout and password changes end the session they use.
      const { body } = await api.register();
      const headers = { authorization: `Bearer ${body.data.token}` };
      // Each request gets its own solved captcha, so hostile values get past it to the service.
      const needsCaptcha = route.body.some((field) => field.name === 'captchaToken');
      const captchas = needsCaptcha
        ? await Promise.all(Array.from({ length: 400 }, () => api.solvedCaptcha()))
        : [];
      const captcha = () => captchas.pop() ?? {};
      defects.push(...(await defectsOf(route, hostileRequests(route, headers, captcha))));
      defects.push(...(await defectsOf(route, hostileRequests(route, {}, captcha).slice(0, 15))));
    }
    expect(defects).toEqual([]);
  }, 600_000);
});
