import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

/**
 * The first screens rendered by React on the server
 * (docs/decisions/0058-first-screens-from-the-server.md), against the real database and Redis.
 * The web's server entry is built from the current source into a directory of this test's own
 * (`vite build --ssr`, as `pnpm build` does): the API loads it by path, as in production.
 */
const ctx = useTestContext();
const WEB = path.resolve(import.meta.dirname, '../../../web');
const REFRESH_MS = 1000;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="generic" /><title>Wishwall</title>' +
  '<script type="module" crossorigin src="/assets/index-test.js"></script></head>' +
  '<body><noscript>Wishwall needs JavaScript to show the wall of wishes.</noscript>' +
  '<div id="root"></div></body></html>';

let app: ApiApp;
let clock = Date.now();

beforeAll(async () => {
  const out = await mkdtemp(path.join(tmpdir(), 'wishwall-first-screens-'));
  const webDist = path.join(out, 'dist');
  const serverDist = path.join(out, 'dist-server');
  await promisify(execFile)(
    process.execPath,
    [
      path.join(WEB, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      serverDist,
      '--logLevel',
      'warn',
    ],
    // Built as `pnpm build` builds it, for production (Vitest runs with NODE_ENV=test).
    { cwd: WEB, env: { ...process.env, NODE_ENV: 'production' } },
  );
  await import('node:fs/promises').then((fs) => fs.mkdir(webDist));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  app = await buildApp({
    config: {
      ...ctx.config,
      webDist,
      firstScreens: 'server',
      webServerEntry: path.join(serverDist, 'entry-server.js'),
      firstScreenRefreshMs: REFRESH_MS,
    },
    db: ctx.db,
    redis: ctx.redis,
    // The wall's JSON copy is not kept, so a new wish is in the next render at once.
    firstPageMaxAgeMs: 0,
    firstScreenClock: () => clock,
  });
}, 180_000);
afterAll(() => app?.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

/** The JSON state the page hands the client, read as the client reads it. */
function stateOf(html: string): { language: string; router: { loaderData: unknown } } {
  const text = /<script type="application\/json" id="hydration-state">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  expect(text, 'the hydration state script').toBeDefined();
  return JSON.parse(text!) as { language: string; router: { loaderData: unknown } };
}

/** Every script element: only the entry module (by src) and the JSON state, none inline. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
}

describe('first screens rendered on the server', () => {
  it('renders the wall in English and in Spanish, with its wishes', async () => {
    const { wish } = await publishedWish(ctx, 'A wall wish for the server render #ssr');
    clock += REFRESH_MS * 10;
    for (const [language, skip, title] of [
      ['en', 'Skip to content', 'Latest wishes'],
      ['es', 'Saltar al contenido', 'Últimos deseos'],
    ] as const) {
      let page = await get(`/${language}`);
      // A copy rendered before the wish (another test's) is replaced in the background.
      for (let i = 0; i < 50 && !page.html.includes('A wall wish for the server render'); i++) {
        await sleep(100);
        page = await get(`/${language}`);
      }
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.html).toContain(`<html lang="${language}">`);
      expect(page.html).toContain(skip);
      expect(page.html).toContain(title);
      expect(page.html).toContain('A wall wish for the server render');
      expect(page.html).toContain(`href="/${language}/wish/${wish.id}"`);
      // The page reads without script: the shell's "needs JavaScript" line is gone.
      expect(page.html).not.toContain('needs JavaScript');
      expect(stateOf(page.html).language).toBe(language);
      expect(scriptsOf(page.html)).toEqual([
        '<script type="module" crossorigin src="/assets/index-test.js">',
        '<script type="application/json" id="hydration-state">',
      ]);
    }
  });

  it('sends a page gzipped to a browser that accepts it, the same page as uncompressed', async () => {
    const { wish } = await publishedWish(ctx, 'A wish sent compressed #gzip');
    for (const url of ['/en', `/en/wish/${wish.id}`]) {
      const plain = await get(url);
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toMatch(/accept-encoding/);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(plain.html);
      expect(response.rawPayload.length).toBeLessThan(plain.html.length / 2);
      expect(plain.headers['content-encoding']).toBeUndefined();
    }
  });

  it('renders a wish with its text and its link-preview metadata', async () => {
    const { wish, author } = await publishedWish(ctx, 'Una casa junto al mar #hogar');
    const page = await get(`/es/wish/${wish.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Una casa junto al mar');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<title>[^<]*${author.name}[^<]*· Wishwall</title>`));
    expect(head).toContain('<meta name="description" content="Una casa junto al mar #hogar"/>');
    expect(head).toContain(
      `<meta property="og:url" content="${ctx.config.publicUrl}/es/wish/${wish.id}"/>`,
    );
    expect(head).toContain(`${ctx.config.publicUrl}/es/wish/${wish.id}/card.png`);
    // The shell's generic title and description are replaced, not repeated.
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('escapes a wish that tries to end the state script', async () => {
    const hostile = '</script><script>alert("owned")</script><!-- & \u2028';
    const { wish } = await publishedWish(ctx, hostile);
    const page = await get(`/en/wish/${wish.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert');
    expect(scriptsOf(page.html)).toHaveLength(2);
    const state = /id="hydration-state">([^<]*)<\/script>/.exec(page.html)?.[1] ?? '';
    expect(state).toContain('\\u003c/script\\u003e\\u003cscript\\u003e');
    expect(JSON.stringify(stateOf(page.html).router.loaderData)).toContain(
      JSON.stringify(hostile).slice(1, -1),
    );
  });

  it('serves the wall from its copy and renders it again once the refresh interval passed', async () => {
    clock += REFRESH_MS * 10;
    await get('/en'); // Stale: answered from the copy, a new render begins.
    await sleep(500);
    const before = await get('/en');
    const { wish } = await publishedWish(ctx, 'Published after the copy was rendered');
    // Within the interval the copy is served, without the new wish.
    clock += REFRESH_MS / 2;
    expect((await get('/en')).html).not.toContain('Published after the copy was rendered');
    expect((await get('/en')).html).toBe(before.html);
    // Past it: the stale copy once more while its successor renders, then the new one.
    clock += REFRESH_MS;
    let page = await get('/en');
    for (let i = 0; i < 50 && !page.html.includes(`/en/wish/${wish.id}"`); i++) {
      await sleep(100);
      page = await get('/en');
    }
    expect(page.html).toContain('Published after the copy was rendered');
    // A copy more than two intervals old (a quiet site) is not served: the request waits.
    const late = await publishedWish(ctx, 'Published while the site was quiet');
    clock += REFRESH_MS * 3;
    const fresh = await get('/en');
    expect(fresh.html).toContain(`/en/wish/${late.wish.id}"`);
  });

  it('renders different languages and pages at once without one bleeding into another', async () => {
    const english = await publishedWish(ctx, 'Only on the English page, apples');
    const spanish = await publishedWish(ctx, 'Solo en la página española, naranjas');
    clock += REFRESH_MS * 10;
    const requests = Array.from({ length: 6 }, () => [
      { url: '/en', language: 'en' },
      { url: '/es', language: 'es' },
      { url: `/en/wish/${english.wish.id}`, language: 'en', text: 'apples', not: 'naranjas' },
      { url: `/es/wish/${spanish.wish.id}`, language: 'es', text: 'naranjas', not: 'apples' },
      { url: '/en/terms-and-conditions', language: 'en' },
      { url: '/es/about-us', language: 'es' },
    ]).flat();
    const pages = await Promise.all(
      requests.map(async (request) => ({ request, page: await get(request.url) })),
    );
    for (const { request, page } of pages) {
      expect(page.status, request.url).toBe(200);
      expect(page.html, request.url).toContain(`<html lang="${request.language}">`);
      expect(stateOf(page.html).language, request.url).toBe(request.language);
      if (request.language === 'en') {
        expect(page.html, request.url).toContain('Skip to content');
        expect(page.html, request.url).not.toContain('Saltar al contenido');
      } else {
        expect(page.html, request.url).toContain('Saltar al contenido');
        expect(page.html, request.url).not.toContain('Skip to content');
      }
      if (request.text) expect(page.html, request.url).toContain(request.text);
      if (request.not) expect(page.html, request.url).not.toContain(request.not);
    }
  });

  it('renders an information page with its document', async () => {
    const page = await get('/es/terms-and-conditions');
    expect(page.status).toBe(200);
    expect(page.html).toContain('data-testid="legal-page-content"');
    const state = stateOf(page.html).router.loaderData as Record<
      string,
      { document?: { title: string } } | null
    >;
    const document = Object.values(state).find((data) => data?.document)?.document;
    expect(document?.title).toBeTruthy();
    expect(page.html).toContain(`<title>${document?.title} · Wishwall</title>`);
  });

  it('answers an unknown wish with the not-found page and status 404', async () => {
    const page = await get('/en/wish/999999999');
    expect(page.status).toBe(404);
    expect(page.html).toContain('This wish does not exist or is not published yet.');
    expect(page.html).toContain('<html lang="en">');
  });

  it('leaves every other page to the client shell', async () => {
    for (const url of ['/en/config', '/en/contact', '/en?q=peace']) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.html, url).toContain('<div id="root"></div>');
      expect(page.html, url).not.toContain('hydration-state');
    }
  });
});
