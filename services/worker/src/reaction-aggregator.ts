import { toWishCountsDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';

export interface ReactionAggregatorOptions {
  db: Db;
  stream: EventStreamWriter;
  /** How often pending deltas are folded, in ms. */
  tickMs: number;
  onError: (error: unknown) => void;
  /** Told of every fold statement, empty ones too (the worker's /metrics count them). */
  onFold?: (fold: FoldRecord) => void;
}

/** One fold statement: how long it took, and what it folded (nothing, when none waited). */
export interface FoldRecord {
  seconds: number;
  /** Wish rows it updated. */
  wishes: number;
  /** Reaction deltas it consumed. */
  deltas: number;
}

const BATCH = 5000;

/**
 * Folds the reaction deltas into the wishes' counts once per tick (25 ms by default), so a
 * popular wish's row is written at most once a tick however many reactions it gets, and
 * announces the new absolute counts (with their version) to the gateways. It polls rather
 * than waiting for a NOTIFY: notifying commits take one database-wide lock in turn, which
 * serialised the reaction batches' commits (decision 0009); an empty fold costs ~0.1 ms.
 */
export class ReactionAggregator {
  private readonly options: ReactionAggregatorOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(options: ReactionAggregatorOptions) {
    this.options = options;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.foldAll().finally(() => (this.running = undefined));
    }, this.options.tickMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Folds until nothing is pending; exposed for tests and for a final flush on stop. */
  async foldAll(): Promise<void> {
    try {
      const repository = new ReactionRepository(this.options.db);
      for (;;) {
        const startedAt = performance.now();
        const folded = await repository.foldPending(BATCH);
        this.options.onFold?.({
          seconds: (performance.now() - startedAt) / 1000,
          wishes: folded.length,
          deltas: folded.reduce((sum, row) => sum + row.deltas, 0),
        });
        if (folded.length > 0) {
          await this.options.stream.appendLive({
            type: 'wish.counts_changed',
            payload: { counts: folded.map(toWishCountsDto) },
          });
        }
        if (folded.length === 0) break;
      }
    } catch (error) {
      this.options.onError(error);
    }
  }
}
