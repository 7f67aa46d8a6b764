import { gzipSync } from 'node:zlib';
import type { WishListPageDto } from '@wishwall/contracts/wish.dto';

/** The wall's first page as every anonymous visitor gets it, and its JSON answer, ready to send. */
export interface FirstPage {
  page: WishListPageDto;
  /** The whole success envelope, serialized once for every anonymous request. */
  json: Buffer;
  /** The same bytes gzipped, made on first use and kept with the copy (decision 0032). */
  gzipped(): Buffer;
}

/** A first page whose answer is serialized now and gzipped at most once. */
function firstPageOf(page: WishListPageDto, json: string): FirstPage {
  const bytes = Buffer.from(json);
  let gzipped: Buffer | undefined;
  return { page, json: bytes, gzipped: () => (gzipped ??= gzipSync(bytes)) };
}

interface Entry {
  first: FirstPage;
  wishIds: ReadonlySet<string>;
  loadedAt: number;
}

export interface FirstPageCacheOptions {
  load: () => Promise<WishListPageDto>;
  serialize: (page: WishListPageDto) => string;
  /**
   * The longest a copy is served: the bound on its age should an invalidating event be lost
   * (Redis down while a count moved, a renamed author). Events normally invalidate it far sooner.
   */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * A short-lived, in-process copy of the wall's first page (decision 0029). It changes only when
 * a wish is published or a count on it moves; the event stream tells this process both
 * (`invalidate`, `countsMoved`). One load at a time (concurrent misses share it), and a load
 * that began before an invalidation is never kept: requests that arrive after an invalidation
 * get a page read after it.
 */
export class FirstPageCache {
  private readonly options: FirstPageCacheOptions;
  private readonly now: () => number;
  private entry: Entry | undefined;
  private loading: Promise<FirstPage> | undefined;
  /** Bumped by every invalidation: a load from an older generation is handed out, never kept. */
  private generation = 0;
  /** Off until the invalidating events are being read: till then nothing is kept. */
  private enabled = false;

  constructor(options: FirstPageCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  /** The invalidating events are being read from now on. */
  enable(): void {
    this.enabled = true;
  }

  get(): Promise<FirstPage> {
    if (!this.enabled) return this.read();
    const entry = this.entry;
    if (entry && this.now() - entry.loadedAt < this.options.maxAgeMs) {
      return Promise.resolve(entry.first);
    }
    return (this.loading ??= this.load());
  }

  /** A wish was published (or the page changed some other way): the next request reads anew. */
  invalidate(): void {
    this.generation += 1;
    this.entry = undefined;
    this.loading = undefined;
  }

  /** Counts of these wishes moved: only a page that shows one of them (or may) is dropped. */
  countsMoved(wishIds: readonly string[]): void {
    const entry = this.entry;
    if (this.loading || (entry && wishIds.some((id) => entry.wishIds.has(id)))) this.invalidate();
  }

  private async read(): Promise<FirstPage> {
    const page = await this.options.load();
    return firstPageOf(page, this.options.serialize(page));
  }

  private async load(): Promise<FirstPage> {
    const generation = this.generation;
    const loadedAt = this.now();
    try {
      const first = await this.read();
      const page = first.page;
      if (generation === this.generation) {
        this.entry = {
          first,
          wishIds: new Set(page.wishes.data.map((wish) => wish.id)),
          loadedAt,
        };
      }
      return first;
    } finally {
      if (generation === this.generation) this.loading = undefined;
    }
  }
}
