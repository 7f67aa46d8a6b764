import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '@wishwall/security/escape-html';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
let app: ApiApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'wishwall-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="generic" /><title>Wishwall</title></head><body><div id="root"></div></body></html>',
  );
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
    expect(en.html).toContain('<title>Prize and raffle base · Wishwall</title>');
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
