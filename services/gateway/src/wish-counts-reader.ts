import { LRUCache } from 'lru-cache';
import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { CoalescedReads } from '@wishwall/core/coalesced-reads';
import { toWishCountsDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';

/** Bounds of the reads behind `sync` (docs/decisions/0048-gateway-under-a-crowd.md). */
export const SYNC_READ_LIMITS = {
  /** Wishes read in one statement at most. */
  maxBatch: 1_000,
  /** Statements at once at most: two of the pool's connections, whatever the crowd does. */
  maxInFlight: 2,
  /**
   * Wishes waiting for a statement at most, two statements' worth; a sync past it is refused
   * with `rate_limited`.
   */
  maxQueued: 2_000,
};
/**
 * How long a wish's counts are answered from memory. The gateway sees every count change on
 * the event stream and keeps the newest, so an entry is current unless the stream broke off;
 * the age bounds what such a break can cost.
 */
export const COUNTS_HELD_MS = 2_000;
const COUNTS_HELD_MAX = 50_000;
/**
 * Ids a read found no published wish for, held at most: as many as may wait for a read. A
 * crowd asking ids that name nothing asks new ones each time; held apart, they churn this
 * small cache instead of pushing real counts out of the large one
 * (docs/reliability.md#what-an-event-costs-before-it-is-checked-2026-11-27). The same missing
 * ids asked by many sockets at once are still read once.
 */
const NONE_HELD_MAX = SYNC_READ_LIMITS.maxQueued;

/**
 * The current counts of the wishes sockets ask for on `sync`. A wish the gateway heard of
 * lately is answered from memory; the rest are read through one bounded, coalescing read, so
 * the same wishes asked by many sockets at once cost one statement, and a crowd costs at most
 * two of the pool's connections. A wish that is not published is remembered as such for as
 * long. Throws `ReadsBusy` when the reads waiting are full.
 */
export class WishCountsReader {
  private readonly held = new LRUCache<string, WishCountsDto>({
    max: COUNTS_HELD_MAX,
    ttl: COUNTS_HELD_MS,
  });
  private readonly none = new LRUCache<string, true>({ max: NONE_HELD_MAX, ttl: COUNTS_HELD_MS });
  private readonly reads: CoalescedReads<string, WishCountsDto>;

  constructor(db: Db, wishes = new WishRepository(db)) {
    this.reads = new CoalescedReads(
      async (ids) => {
        const byId = new Map((await wishes.countsOf(ids)).map((row) => [row.id, row]));
        return ids.map((id) => {
          const row = byId.get(id);
          return row && toWishCountsDto(row);
        });
      },
      { keyOf: (id) => id, ...SYNC_READ_LIMITS },
    );
  }

  /** Counts of the published wishes among `ids` (each at most once), in the order asked. */
  async countsOf(ids: readonly string[]): Promise<WishCountsDto[]> {
    const unique = [...new Set(ids)];
    const known = new Map<string, WishCountsDto>();
    const missing: string[] = [];
    for (const id of unique) {
      const held = this.held.get(id);
      if (held) known.set(id, held);
      else if (!this.none.has(id)) missing.push(id);
    }
    const answers = await this.reads.readAll(missing);
    missing.forEach((wishId, i) => {
      const read = answers[i];
      if (read) this.remember(read);
      // Counts heard on the stream meanwhile answer for a wish the read did not find.
      const held = this.held.get(wishId);
      if (held) known.set(wishId, held);
      else if (read) known.set(wishId, read);
      else this.none.set(wishId, true);
    });
    return unique.flatMap((id) => known.get(id) ?? []);
  }

  /** Counts seen on the event stream: the newest version is kept. */
  observe(changes: readonly WishCountsDto[]): void {
    for (const counts of changes) this.remember(counts);
  }

  private remember(counts: WishCountsDto): void {
    const held = this.held.get(counts.wishId);
    // Counts are never replaced by older counts.
    if (held && held.version >= counts.version) return;
    this.held.set(counts.wishId, counts);
    this.none.delete(counts.wishId);
  }
}
