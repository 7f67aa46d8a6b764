import { LRUCache } from 'lru-cache';

/**
 * What a card was drawn from. `identity` is what must show at once when it changes (the text,
 * the author's name and picture: a closed account's name is erased, decision 0050); `counts`
 * changes with every like, so a change of it alone is drawn at most once per interval.
 */
export interface CardVersion {
  identity: string;
  counts: string;
}

/** What a card is drawn from now, read from Postgres, and how to draw it. */
export interface CardSource {
  version: CardVersion;
  draw: () => Promise<Buffer>;
}

interface CachedCard {
  version: CardVersion;
  png: Buffer;
  drawnAt: number;
  /** When its source was last read and found to show the same. */
  checkedAt: number;
}

export interface CardCacheOptions {
  /** The most bytes of PNG (and their versions) kept; the least recently asked go first. */
  maxBytes: number;
  /** The shortest time between two drawings of one card whose counts alone changed. */
  refreshMs: number;
  /**
   * How long a kept card is served without reading its source again: the bound on how late an
   * unpublished wish or a new name shows (as the wall's first page, decision 0029).
   */
  recheckMs: number;
  now?: () => number;
}

export interface CardAnswer {
  png: Buffer;
  fromCache: boolean;
}

/**
 * Drawn cards by key (a wish and a language, or the wall and a language), bounded by bytes. A
 * card checked against its source within `recheckMs` is served without reading it again.
 * Requests for a card being drawn wait for that drawing instead of starting their own, so a
 * burst of shares of one new wish costs one render.
 */
export class CardCache {
  private readonly cards: LRUCache<string, CachedCard>;
  private readonly drawing = new Map<string, Promise<CachedCard>>();
  private readonly refreshMs: number;
  private readonly recheckMs: number;
  private readonly now: () => number;
  private drawn = 0;

  constructor({ maxBytes, refreshMs, recheckMs, now = Date.now }: CardCacheOptions) {
    this.refreshMs = refreshMs;
    this.recheckMs = recheckMs;
    this.now = now;
    this.cards = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (card, key) =>
        card.png.length + card.version.identity.length + card.version.counts.length + key.length,
    });
  }

  /** How many cards were drawn since start: the renders the cache did not spare. */
  get renders(): number {
    return this.drawn;
  }

  /** The bytes of PNG and versions kept. */
  get bytes(): number {
    return this.cards.calculatedSize;
  }

  /** The card under `key`; undefined, and nothing kept, when `read` finds no source. */
  async get(
    key: string,
    read: () => Promise<CardSource | undefined>,
  ): Promise<CardAnswer | undefined> {
    const kept = this.cards.get(key);
    if (kept && this.now() - kept.checkedAt < this.recheckMs) {
      return { png: kept.png, fromCache: true };
    }
    const source = await read();
    if (!source) {
      this.cards.delete(key);
      return undefined;
    }
    const cached = this.cards.get(key);
    if (cached && this.stillShown(cached, source.version)) {
      cached.checkedAt = this.now();
      return { png: cached.png, fromCache: true };
    }
    const { version, draw } = source;
    const drawKey = `${key}\n${version.identity}\n${version.counts}`;
    // A request that waits for another's drawing of the same version drew nothing itself.
    const pending = this.drawing.get(drawKey);
    if (pending) return { png: (await pending).png, fromCache: true };
    const drawing = this.draw(key, version, draw).finally(() => this.drawing.delete(drawKey));
    this.drawing.set(drawKey, drawing);
    return { png: (await drawing).png, fromCache: false };
  }

  private stillShown(cached: CachedCard, version: CardVersion): boolean {
    if (cached.version.identity !== version.identity) return false;
    return cached.version.counts === version.counts || this.now() - cached.drawnAt < this.refreshMs;
  }

  private async draw(
    key: string,
    version: CardVersion,
    draw: () => Promise<Buffer>,
  ): Promise<CachedCard> {
    const png = await draw();
    const card = { version, png, drawnAt: this.now(), checkedAt: this.now() };
    this.drawn += 1;
    this.cards.set(key, card);
    return card;
  }
}
