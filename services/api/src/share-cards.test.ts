import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { foldReactions } from '@wishwall/testing/reaction-counts';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { twemojiName, TwemojiImages } from './share-cards/card-assets.ts';
import { CardCache, CardsBusy } from './share-cards/card-cache.ts';
import { cardText } from './share-cards/card-text.ts';
import { openRoundNow, publishedWish } from './test-support/wall-fixtures.ts';

// A card is 50–300 ms of CPU on a quiet machine; the shared test machine is far from quiet.
vi.setConfig({ testTimeout: 60_000 });

const ctx = useTestContext();
const REFRESH_MS = 5 * 60_000;
/** How long a kept card is served without reading its wish (the app's constant). */
const RECHECK_MS = 1000;
/** The cards' clock: a test moves it past the refresh interval instead of waiting. */
let clock = Date.now();
let app: ApiApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'wishwall-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="generic" /><title>Wishwall</title></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({
    config: { ...ctx.config, webDist },
    db: ctx.db,
    redis: ctx.redis,
    shareCardRefreshMs: REFRESH_MS,
    shareCardClock: () => clock,
  });
});
afterAll(() => app.close());

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** The image's size as its PNG header (IHDR, the first chunk) states it. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function card(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    cacheControl: response.headers['cache-control'],
    cache: response.headers['x-card-cache'],
    png: response.rawPayload,
    json: () => response.json<{ status: boolean; code: string }>(),
  };
}

async function like(wishId: string) {
  const fan = await createUser(ctx.db, 'Fan');
  await new ReactionRepository(ctx.db).applyBatch([{ wishId, userId: fan.id, type: 'like' }]);
  await foldReactions(ctx);
}

const setContent = (wishId: string, content: string) =>
  ctx.db.updateTable('wishes').set({ content }).where('id', '=', wishId).execute();

describe('a wish’s share card', () => {
  it.each(['en', 'es'])('is a 1200 × 630 PNG in %s', async (language) => {
    const { wish } = await publishedWish(ctx, 'I wish for a sunny weekend #family');
    const answer = await card(`/${language}/wish/${wish.id}/card.png`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('image/png');
    expect(answer.cacheControl).toBe('public, max-age=300');
    expect(pngSize(answer.png)).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn in each language: the counts’ words differ', async () => {
    const { wish } = await publishedWish(ctx, 'Deseo que mi abuela se recupere pronto, ¡ojalá!');
    const en = await card(`/en/wish/${wish.id}/card.png`);
    const es = await card(`/es/wish/${wish.id}/card.png`);
    expect([en.cache, es.cache]).toEqual(['miss', 'miss']);
    expect(pngSize(es.png)).toEqual({ width: 1200, height: 630 });
    expect(es.png.equals(en.png)).toBe(false);
  });

  it('leaves a right-to-left text out: two such texts give the same card', async () => {
    const { wish } = await publishedWish(ctx, 'אני מאחל שלום לכל העולם');
    const hebrew = await card(`/en/wish/${wish.id}/card.png`);
    expect(hebrew.status).toBe(200);
    expect(pngSize(hebrew.png)).toEqual({ width: 1200, height: 630 });
    // A new text is drawn at once (not a count change), and Arabic, mixed with Latin, too.
    await setContent(wish.id, 'أتمنى السلام للعالم كله with some English');
    clock += RECHECK_MS;
    const arabic = await card(`/en/wish/${wish.id}/card.png`);
    expect(arabic.cache).toBe('miss');
    expect(arabic.png.equals(hebrew.png)).toBe(true);
    await setContent(wish.id, 'Peace for the whole world');
    clock += RECHECK_MS;
    const latin = await card(`/en/wish/${wish.id}/card.png`);
    expect(latin.cache).toBe('miss');
    expect(latin.png.equals(hebrew.png)).toBe(false);
  });

  it('draws a text with emoji, sequences and flags included', async () => {
    const { wish } = await publishedWish(ctx, 'Happy birthday mum 🎂🎉❤️ 👩‍👧‍👦 ❤️‍🔥 🇪🇸');
    const withEmoji = await card(`/es/wish/${wish.id}/card.png`);
    expect(withEmoji.status).toBe(200);
    expect(pngSize(withEmoji.png)).toEqual({ width: 1200, height: 630 });
    await setContent(wish.id, 'Happy birthday mum');
    clock += RECHECK_MS;
    const without = await card(`/es/wish/${wish.id}/card.png`);
    expect(without.png.equals(withEmoji.png)).toBe(false);
  });

  it('draws the longest wish, cut', async () => {
    const { wish } = await publishedWish(ctx, `${'a long wish '.repeat(41)}end`);
    const answer = await card(`/en/wish/${wish.id}/card.png`);
    expect(answer.status).toBe(200);
    expect(pngSize(answer.png)).toEqual({ width: 1200, height: 630 });
  });

  it('is served from the cache, and a like shows after the refresh interval', async () => {
    const { wish } = await publishedWish(ctx, 'Count my likes');
    const url = `/en/wish/${wish.id}/card.png`;
    const first = await card(url);
    const second = await card(url);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.png.equals(first.png)).toBe(true);

    await like(wish.id);
    clock += RECHECK_MS;
    const soon = await card(url);
    expect(soon.cache).toBe('hit');
    expect(soon.png.equals(first.png)).toBe(true);

    // Read again just before the card is five minutes old: still the kept one.
    clock += REFRESH_MS - RECHECK_MS - 1;
    const old = await card(url);
    expect(old.cache).toBe('hit');
    expect(old.png.equals(first.png)).toBe(true);
    clock += RECHECK_MS;
    const later = await card(url);
    expect(later.cache).toBe('miss');
    expect(later.png.equals(first.png)).toBe(false);
    expect((await card(url)).cache).toBe('hit');
  });

  it('draws a new text or author name within a second, without waiting for the interval', async () => {
    const { wish, author } = await publishedWish(ctx, 'A text that will change');
    const url = `/en/wish/${wish.id}/card.png`;
    const first = await card(url);
    await ctx.db
      .updateTable('users')
      .set({ name: 'Renamed' })
      .where('id', '=', author.id)
      .execute();
    // Within a second of the last read, the kept card is served without reading the wish.
    const unread = await card(url);
    expect(unread.cache).toBe('hit');
    expect(unread.png.equals(first.png)).toBe(true);
    clock += RECHECK_MS;
    const renamed = await card(url);
    expect(renamed.cache).toBe('miss');
    expect(renamed.png.equals(first.png)).toBe(false);
  });

  it('draws a new wish once for a burst of requests', async () => {
    const { wish } = await publishedWish(ctx, 'Shared everywhere at once');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => card(`/en/wish/${wish.id}/card.png`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
    expect(answers.every((answer) => answer.png.equals(answers[0]!.png))).toBe(true);
  });

  it('bounds the drawing: per client, and per process with a queue; kept cards are always served', async () => {
    const wishes = await Promise.all(
      Array.from({ length: 40 }, (_, i) => publishedWish(ctx, `Flooded wish number ${i}`)),
    );
    const from = async (remoteAddress: string, wishId: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/en/wish/${wishId}/card.png`,
        remoteAddress,
      });
      return {
        id: wishId,
        status: response.statusCode,
        cache: response.headers['x-card-cache'],
        retryAfter: response.headers['retry-after'],
        body: response.statusCode === 200 ? undefined : response.json<{ code: string }>(),
      };
    };
    // Forty cards never drawn, asked at once from one address.
    const answers = await Promise.all(wishes.map(({ wish }) => from('10.57.0.1', wish.id)));
    const drawn = answers.filter((answer) => answer.status === 200);
    const busy = answers.filter((answer) => answer.status === 503);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(drawn.length + busy.length + limited.length).toBe(40);
    expect(drawn.every((answer) => answer.cache === 'miss')).toBe(true);
    // The client's allowance (30 a minute) is asked before a slot: at most 30 got past it.
    expect(drawn.length + busy.length).toBeLessThanOrEqual(30);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(limited.every((answer) => answer.body?.code === 'rate_limited')).toBe(true);
    // The client's wait is its Retry-After, within the minute the allowance counts.
    expect(
      limited.every((answer) => Number(answer.retryAfter) >= 1 && Number(answer.retryAfter) <= 60),
    ).toBe(true);
    // Two drawn at once and eight waiting: the rest of the forty were refused, not queued.
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((answer) => answer.body?.code === 'service_unavailable')).toBe(true);
    expect(busy.every((answer) => answer.retryAfter === '5')).toBe(true);
    // A kept card is served to the flooding client too; another client still gets new ones.
    expect(await from('10.57.0.1', drawn[0]!.id)).toMatchObject({ status: 200, cache: 'hit' });
    expect(await from('10.57.0.2', busy[0]!.id)).toMatchObject({ status: 200, cache: 'miss' });
  });

  it('is a 404 for an unknown or unpublished wish, and 400 for an id no wish has', async () => {
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id);
    for (const id of ['987654321', draft.id]) {
      const answer = await card(`/en/wish/${id}/card.png`);
      expect(answer.status).toBe(404);
      expect(answer.json()).toMatchObject({ status: false, code: 'wish_not_found' });
      expect((await app.inject({ method: 'GET', url: `/v1/wish/${id}` })).statusCode).toBe(404);
    }
    for (const id of ['abc', '0', '1234567890123456789', '%00', '12%0034']) {
      const answer = await card(`/es/wish/${id}/card.png`);
      const api = await app.inject({ method: 'GET', url: `/v1/wish/${id}` });
      expect(answer.status).toBe(400);
      expect(answer.json()).toMatchObject({
        status: false,
        code: api.json<{ code: string }>().code,
      });
      expect(api.statusCode).toBe(400);
    }
    // An id past the router's parameter length matches no card route: never a 5xx, never a card.
    const huge = await card(`/es/wish/${'9'.repeat(5000)}/card.png`);
    expect(huge.status).toBeLessThan(500);
    expect(huge.type).not.toMatch(/image\/png/);
  });
});

describe('the wall’s share card', () => {
  it('is a 1200 × 630 PNG per language, from the cache the second time', async () => {
    await openRoundNow(ctx);
    const { wish } = await publishedWish(ctx, 'The top wish of the round 🌟');
    await like(wish.id);
    const en = await card('/en/card.png');
    const es = await card('/es/card.png');
    expect([en.status, es.status]).toEqual([200, 200]);
    expect(en.type).toBe('image/png');
    expect(pngSize(en.png)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(es.png)).toEqual({ width: 1200, height: 630 });
    expect(es.png.equals(en.png)).toBe(false);
    const again = await card('/en/card.png');
    expect(again.cache).toBe('hit');
    expect(again.png.equals(en.png)).toBe(true);
  });
});

describe('the link previews that name the cards', () => {
  const html = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const meta = (page: string, property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)" />`).exec(page)?.[1];

  it('gives a wish page its card as a large image, at an absolute URL', async () => {
    const { wish } = await publishedWish(ctx, 'Preview me');
    const page = await html(`/es/wish/${wish.id}?utm_source=x`);
    const image = meta(page, 'og:image');
    expect(image).toBe(`${ctx.config.publicUrl}/es/wish/${wish.id}/card.png`);
    expect(new URL(image!).protocol).toMatch(/^https?:$/);
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(meta(page, 'og:image:height')).toBe('630');
    // In the page's language, as the page's title.
    expect(meta(page, 'og:image:alt')).toBe(
      `Deseo n.º ${wish.number_sequence} de Author · Wishwall`,
    );
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'twitter:image')).toBe(image);
    // What a chat app's crawler does next: fetch the image the page names.
    const named = await card(new URL(image!).pathname);
    expect(named.status).toBe(200);
    expect(pngSize(named.png)).toEqual({ width: 1200, height: 630 });
  });

  it('gives the home page the wall’s card, in its language', async () => {
    const page = await html('/es');
    expect(meta(page, 'og:image')).toBe(`${ctx.config.publicUrl}/es/card.png`);
    expect(meta(page, 'og:type')).toBe('website');
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(page).toContain('<title>Wishwall · Un muro público de deseos</title>');
    expect(meta(await html('/en/?ref=1'), 'og:image')).toBe(`${ctx.config.publicUrl}/en/card.png`);
  });

  it('names no image for an unknown wish', async () => {
    const page = await html('/en/wish/987654321');
    expect(meta(page, 'og:image')).toBeUndefined();
    expect(page).toContain('content="generic"');
  });
});

describe('the card’s text and emoji', () => {
  it('leaves out right-to-left texts and cuts long ones with an ellipsis', () => {
    expect(cardText('שלום', 280)).toBeUndefined();
    expect(cardText('Hello مرحبا', 280)).toBeUndefined();
    expect(cardText('Hola,\n\nmundo', 280)).toBe('Hola, mundo');
    const cut = cardText('x'.repeat(300), 280);
    expect(cut).toHaveLength(280);
    expect(cut?.endsWith('…')).toBe(true);
  });

  it('finds each emoji’s Twemoji file, sequences included', async () => {
    expect(twemojiName('❤️')).toBe('2764');
    expect(twemojiName('❤️‍🔥')).toBe('2764-fe0f-200d-1f525');
    const images = new TwemojiImages();
    const drawn = new Set<string>();
    for (const emoji of ['😀', '❤️', '👩‍👧‍👦', '❤️‍🔥', '🇪🇸', '👍🏽']) {
      // Rasterized once from the SVG, square, larger than any card draws it.
      const image = await images.image(emoji);
      expect(image, emoji).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(image!.slice('data:image/png;base64,'.length), 'base64');
      expect(pngSize(png), emoji).toEqual({ width: 96, height: 96 });
      drawn.add(image!);
    }
    expect(drawn.size).toBe(6);
    expect(await images.image('\u{1fbff}')).toBeUndefined();
  });
});

describe('the card cache', () => {
  it('keeps at most its bytes, dropping the card asked for least recently', async () => {
    let now = 0;
    const cache = new CardCache({ maxBytes: 3000, refreshMs: 1000, recheckMs: 10, now: () => now });
    const source = (fill: number) => async () => ({
      version: { identity: 'same', counts: '1' },
      draw: async () => Buffer.alloc(900, fill),
    });
    for (const key of ['a', 'b', 'c']) await cache.get(key, source(1));
    expect((await cache.get('a', source(2)))?.fromCache).toBe(true);
    await cache.get('d', source(1));
    expect(cache.bytes).toBeLessThanOrEqual(3000);
    now += 10;
    expect((await cache.get('b', source(2)))?.fromCache).toBe(false);
    expect((await cache.get('a', source(2)))?.fromCache).toBe(true);
    expect(cache.renders).toBe(5);
    // Served unread within `recheckMs`; then a source gone drops the card.
    expect((await cache.get('a', async () => undefined))?.fromCache).toBe(true);
    now += 10;
    expect(await cache.get('a', async () => undefined)).toBeUndefined();
    expect((await cache.get('a', source(3)))?.fromCache).toBe(false);
  });

  it('draws at most two at once, lets eight wait, and refuses the rest as busy', async () => {
    const cache = new CardCache({ maxBytes: 1e6, refreshMs: 1000, recheckMs: 10 });
    const releases: (() => void)[] = [];
    let drawing = 0;
    let mostAtOnce = 0;
    const slow = async () => ({
      version: { identity: 'same', counts: '1' },
      draw: () =>
        new Promise<Buffer>((resolve) => {
          drawing += 1;
          mostAtOnce = Math.max(mostAtOnce, drawing);
          releases.push(() => {
            drawing -= 1;
            resolve(Buffer.alloc(10));
          });
        }),
    });
    const asked = Array.from({ length: 12 }, (_, i) => cache.get(`card-${i}`, slow));
    const settled = Promise.allSettled(asked);
    await expect.poll(() => cache.load).toEqual({ drawing: 2, waiting: 8 });
    // Released one by one, each hands its slot to the next waiting card.
    while (releases.length > 0 || cache.load.drawing > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const results = await settled;
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect(refused.every((result) => result.reason instanceof CardsBusy)).toBe(true);
    expect(mostAtOnce).toBe(2);
    expect(cache.load).toEqual({ drawing: 0, waiting: 0 });
    expect(cache.renders).toBe(10);
  });

  it('serves the kept card when a new drawing is refused and only the counts changed', async () => {
    let now = 0;
    const cache = new CardCache({ maxBytes: 1e6, refreshMs: 1000, recheckMs: 10, now: () => now });
    const source = (identity: string, counts: string, fill: number) => async () => ({
      version: { identity, counts },
      draw: async () => Buffer.alloc(10, fill),
    });
    const refuse = async () => {
      throw new Error('past the allowance');
    };
    await cache.get('wish', source('text', '1', 1));
    now += 1000;
    // New counts past the interval, but no drawing allowed: the kept card, not an error.
    const kept = await cache.get('wish', source('text', '2', 2), refuse);
    expect(kept).toEqual({ png: Buffer.alloc(10, 1), fromCache: true });
    // A new text must not show the old one: the refusal stands.
    now += 10;
    await expect(cache.get('wish', source('new text', '2', 3), refuse)).rejects.toThrow(
      'past the allowance',
    );
    // Allowed, it is drawn; a card already drawn is never refused.
    expect(await cache.get('wish', source('new text', '2', 3))).toEqual({
      png: Buffer.alloc(10, 3),
      fromCache: false,
    });
    now += 10;
    expect((await cache.get('wish', source('new text', '2', 3), refuse))?.fromCache).toBe(true);
    expect(cache.renders).toBe(2);
  });
});
