import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@wishwall/security/escape-html';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
const SCRIPT_NAME = 'index-Bq3xZ9aA.js';
const SCRIPT = `console.log(${JSON.stringify('wishwall '.repeat(400))});`;
let app: ApiApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'wishwall-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="generic" /><title>Wishwall</title></head><body><div id="root"></div></body></html>',
  );
  // As `pnpm build` leaves it: a hashed script with its precompressed copies beside it.
  await mkdir(path.join(webDist, 'assets'));
  const script = path.join(webDist, 'assets', SCRIPT_NAME);
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  app = await buildApp({ config: { ...ctx.config, webDist }, db: ctx.db, redis: ctx.redis });
});
afterAll(() => app.close());

const page = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    html: response.body,
    type: response.headers['content-type'],
  };
};

describe('the web client', () => {
  const root = async (headers: Record<string, string>, url = '/') => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/accept-language/);
    return response.headers['location'];
  };

  it('sends `/` to the browser’s language by its primary subtag', async () => {
    expect(await root({ 'accept-language': 'es' })).toBe('/es');
    expect(await root({ 'accept-language': 'es-ES' })).toBe('/es');
    expect(await root({ 'accept-language': 'es-MX' })).toBe('/es');
    expect(await root({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).toBe('/es');
    expect(await root({ 'accept-language': 'fr-FR,fr;q=0.9,es;q=0.4,en;q=0.3' })).toBe('/es');
    expect(await root({ 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).toBe('/en');
    expect(await root({ 'accept-language': 'de-DE' })).toBe('/en');
    expect(await root({})).toBe('/en');
  });

  it('lets the stored choice and `?lng=` win over the browser, keeping the query', async () => {
    expect(await root({ 'accept-language': 'es-ES', cookie: 'a=1; i18next=en' })).toBe('/en');
    expect(await root({ 'accept-language': 'en-US', cookie: 'i18next=es-MX' })).toBe('/es');
    expect(await root({ 'accept-language': 'es', cookie: 'i18next=%E0' })).toBe('/es');
    expect(await root({ cookie: 'i18next=es' }, '/?lng=en&referral_code=abc')).toBe(
      '/en?lng=en&referral_code=abc',
    );
    expect(await root({ 'accept-language': 'es' }, '/?referral_code=abc')).toBe(
      '/es?referral_code=abc',
    );
  });

  it('serves the app for deep links, and the API keeps its own 404s', async () => {
    expect((await page('/es/config?tab=profile')).html).toContain('<div id="root">');
    const api = await page('/v1/nothing');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.html).code).toBe('route_not_found');
  });

  it('renders a wish page’s link preview into the HTML, escaped', async () => {
    const { wish } = await publishedWish(ctx, 'Peace <script>alert(1)</script> & "quiet" #calm');
    const { status, html, type } = await page(`/en/wish/${wish.id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain(
      `<meta property="og:title" content="Author’s wish #${wish.number_sequence} · Wishwall" />`,
    );
    expect(html).toContain(
      'content="Peace &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quiet&quot; #calm"',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('content="generic"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('titles a wish page’s preview in the page’s language, and a closed account as a former member', async () => {
    const { wish, author } = await publishedWish(ctx, 'Paz para todos');
    const title = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await page(url)).html)?.[1];
    expect(await title(`/es/wish/${wish.id}`)).toBe(
      `Deseo n.º ${wish.number_sequence} de Author · Wishwall`,
    );
    await ctx.db
      .updateTable('users')
      .set({ closed_at: new Date() })
      .where('id', '=', author.id)
      .execute();
    expect(await title(`/en/wish/${wish.id}`)).toBe(
      `A former member’s wish #${wish.number_sequence} · Wishwall`,
    );
    expect(await title(`/es/wish/${wish.id}`)).toBe(
      `Deseo n.º ${wish.number_sequence} de un antiguo miembro · Wishwall`,
    );
  });

  it.each(['$$', '$&', '$`', "$'", '$1', '$<name>'])(
    'renders %s in a wish as written, without splicing the page into it',
    async (pattern) => {
      const content = `Before ${pattern} after`;
      const { wish } = await publishedWish(ctx, content);
      const { html } = await page(`/en/wish/${wish.id}?from=${pattern}`);
      const escaped = escapeHtml(content);
      expect(html).toContain(`<meta name="description" content="${escaped}" />`);
      expect(html).toContain(`<meta property="og:description" content="${escaped}" />`);
      expect(html).toMatch(
        new RegExp(`og:url" content="[^"]+/en/wish/${wish.id}\\?from=[^"]+" />`),
      );
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
    },
  );

  it('cuts a long wish for the preview without splitting an emoji into U+FFFD', async () => {
    const content = `${'x'.repeat(158)}😀 and more words after the cut`;
    const { wish } = await publishedWish(ctx, content);
    const { html } = await page(`/en/wish/${wish.id}`);
    expect(html).toContain(`<meta name="description" content="${'x'.repeat(158)}…" />`);
    expect(html).not.toContain('\ufffd');
  });

  it('renders a legal page’s title and description in its language', async () => {
    const en = await page('/en/prize-and-raffle-base');
    expect(en.html).toContain('<title>Prize and raffle rules · Wishwall</title>');
    expect(en.html).toContain('the published wish with the most likes');
    const es = await page('/es/privacy-policy?ref=x');
    expect(es.html).toContain('<title>Política de privacidad · Wishwall</title>');
    expect(es.html).not.toContain('content="generic"');
  });

  it('leaves the generic page for unknown wishes', async () => {
    const { html } = await page('/en/wish/999999');
    expect(html).toContain('content="generic"');
  });
});

describe('the web client’s files', () => {
  const asset = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it.each([
    ['br, gzip, deflate', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ])(
    'answers a hashed asset to "%s" with its precompressed %s copy, cached for a year',
    async (acceptEncoding, encoding, decompress) => {
      const response = await asset(`/assets/${SCRIPT_NAME}`, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain('javascript');
      expect(decompress(response.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('answers a client that accepts no compression with the plain file', async () => {
    const response = await asset(`/assets/${SCRIPT_NAME}`, 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an asset the build did not write with a 404, not the app', async () => {
    for (const url of ['/assets/index-0ld0ld00.js', `/assets/${SCRIPT_NAME}.br`, '/assets/']) {
      const response = await asset(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('never lets a cache keep the app shell, however it is asked for', async () => {
    for (const url of ['/en', '/es/wish/1', '/index.html', '/robots.txt']) {
      const response = await asset(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
