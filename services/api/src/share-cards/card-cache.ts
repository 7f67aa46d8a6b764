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
  /** Cards drawn at once; more wait (each draw takes a core for tens of milliseconds). */
  maxDrawing?: number;
  /** Cards that may wait for a drawing slot; past it a draw is refused with `CardsBusy`. */
  maxWaiting?: number;
  now?: () => number;
}

/** Every drawing slot is taken and the queue for them is full: ask again shortly. */
export class CardsBusy extends Error {
  constructor() {
    super('Too many share cards are being drawn');
    this.name = 'CardsBusy';
  }
}

/**
 * Runs when a request must draw a card itself, before it waits for a slot: the client's
 * allowance of drawings (throws to refuse). A card served from the cache, or drawn for another
 * request, never calls it.
 */
export type AdmitDraw = () => Promise<void>;

export interface CardAnswer {
  png: Buffer;
  fromCache: boolean;
}

/**
 * Drawn cards by key (a wish and a language, or the wall and a language), bounded by bytes. A
 * card checked against its source within `recheckMs` is served without reading it again.
 * Requests for a card being drawn wait for that drawing instead of starting their own, so a
 * burst of shares of one new wish costs one render. At most `maxDrawing` cards are drawn at
 * once and `maxWaiting` wait, so asking for many wishes' cards cannot take the process's CPU;
 * a drawing refused (busy, or past the client's allowance) serves the kept card instead when
 * only its counts are old, and is refused otherwise.
 */
export class CardCache {
  private readonly cards: LRUCache<string, CachedCard>;
  private readonly drawing = new Map<string, Promise<CachedCard>>();
  private readonly refreshMs: number;
  private readonly recheckMs: number;
  private readonly now: () => number;
  private readonly maxDrawing: number;
  private readonly maxWaiting: number;
  private readonly waiting: (() => void)[] = [];
  private active = 0;
  private drawn = 0;

  constructor({
    maxBytes,
    refreshMs,
    recheckMs,
    maxDrawing = 2,
    maxWaiting = 8,
    now = Date.now,
  }: CardCacheOptions) {
    this.refreshMs = refreshMs;
    this.recheckMs = recheckMs;
    this.maxDrawing = maxDrawing;
    this.maxWaiting = maxWaiting;
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

  /** Cards being drawn now, and waiting for a slot. */
  get load(): { drawing: number; waiting: number } {
    return { drawing: this.active, waiting: this.waiting.length };
  }

  /**
   * The card under `key`; undefined, and nothing kept, when `read` finds no source. Throws
   * `CardsBusy`, or what `admit` throws, when it must be drawn and may not be.
   */
  async get(
    key: string,
    read: () => Promise<CardSource | undefined>,
    admit?: AdmitDraw,
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
    // Refused or failed, a kept card that differs only in its counts still shows the wish.
    const stale = cached?.version.identity === version.identity ? cached : undefined;
    try {
      // A request that waits for another's drawing of the same version draws nothing itself,
      // and its client's allowance is not asked.
      const pending = this.drawing.get(drawKey);
      if (pending) return { png: (await pending).png, fromCache: true };
      await admit?.();
      const started = this.drawing.get(drawKey);
      if (started) return { png: (await started).png, fromCache: true };
      const drawing = this.draw(key, version, draw).finally(() => this.drawing.delete(drawKey));
      this.drawing.set(drawKey, drawing);
      return { png: (await drawing).png, fromCache: false };
    } catch (error) {
      if (stale) return { png: stale.png, fromCache: true };
      throw error;
    }
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
    const release = await this.slot();
    let png: Buffer;
    try {
      png = await draw();
    } finally {
      release();
    }
    const card = { version, png, drawnAt: this.now(), checkedAt: this.now() };
    this.drawn += 1;
    this.cards.set(key, card);
    return card;
  }

  /** A drawing slot, waited for in order; `CardsBusy` when the queue for them is full. */
  private async slot(): Promise<() => void> {
    if (this.active < this.maxDrawing) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new CardsBusy();
      // The slot is handed over by `release`, still counted in `active`.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
  }
}
