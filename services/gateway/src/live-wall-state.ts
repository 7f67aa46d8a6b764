import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import type {
  CounterState,
  RaffleRoundLive,
  TopState,
  VoteChange,
} from '@wishwall/contracts/socket-events';
import type { WishCountsDto, WishDto } from '@wishwall/contracts/wish.dto';
import { toRaffleRoundDto } from '@wishwall/core/raffle-round.mapper';
import { shownTop } from '@wishwall/core/raffle-top';
import { toWishDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { VersionedState } from './versioned-state.ts';

/** What changed since the last push, ready to emit. */
export interface TickChanges {
  counter?: CounterState;
  top?: TopState;
  counts: WishCountsDto[];
  published: WishDto[];
  votes: Map<string, VoteChange[]>;
}

/**
 * Same wishes in the same order. Likes alone don't make a new top-10: every client shows a
 * top wish's likes from the counts batches, which carry each change already, so resending the
 * ten wishes (some kilobytes) to every viewer on every push of a burst would repeat them.
 */
const STATE_ORDER = { open: 0, closed: 1, drawn: 2 } as const;

/** The same wishes in the same order, by the same authors as shown (an author may close). */
const sameRanking = (a: WishDto[], b: WishDto[]) =>
  a.length === b.length &&
  a.every((wish, i) => wish.id === b[i]?.id && wish.user.closed === b[i]?.user.closed);

/**
 * The wall's live state as one gateway knows it: absolute values with versions, and what
 * changed since the last push. A burst of events on one wish folds into one entry per push.
 */
export class LiveWallState {
  private readonly db: Db;
  private readonly onError: (error: unknown) => void;
  private readonly wantsPush: () => void;
  readonly counter = new VersionedState<CounterState>({ value: 0, version: -1 });
  private topState: TopState = { wishes: [], version: 0 };
  private roundState: RaffleRoundLive | null = null;
  private counterChanged = false;
  private topDirty = false;
  private readonly counts = new Map<string, WishCountsDto>();
  private readonly votes = new Map<string, VoteChange[]>();
  private readonly publishing: Promise<WishDto | undefined>[] = [];
  private topRefresh: Promise<void> | undefined;
  private topChanged = false;

  /**
   * `wantsPush`: called when a top-10 read beside the pushes found a new ranking, or failed
   * (the next push reads again), so that a push follows even if no event does.
   */
  constructor(db: Db, onError: (error: unknown) => void, wantsPush: () => void = () => {}) {
    this.db = db;
    this.onError = onError;
    this.wantsPush = wantsPush;
  }

  get top(): TopState {
    return this.topState;
  }

  /** The current raffle round, sent on connect; null before the snapshot is read. */
  get round(): RaffleRoundLive | null {
    return this.roundState;
  }

  async loadSnapshot(): Promise<void> {
    const [snapshot, round] = await Promise.all([
      new WallCounterRepository(this.db).get(),
      new RaffleRoundRepository(this.db).current(),
    ]);
    this.counter.apply({ value: snapshot.published_count, version: snapshot.version });
    if (round) this.applyRound(toRaffleRoundDto(round));
    await this.refreshTop();
  }

  /**
   * A round's change, if newer than the one held (a later round, or the same round further
   * along open → closed → drawn); the top-10 shown is the round's, so it is read again.
   */
  applyRound(round: RaffleRoundLive): boolean {
    const held = this.roundState;
    const newer =
      !held ||
      round.number > held.number ||
      (round.number === held.number && STATE_ORDER[round.state] > STATE_ORDER[held.state]);
    if (!newer) return false;
    this.roundState = round;
    this.topDirty = true;
    return true;
  }

  /** Folds one event in; true when it changed something the viewers are sent. */
  apply(event: DomainEventEnvelope): boolean {
    switch (event.type) {
      case 'wish.published': {
        const { publishedCount, counterVersion, wishId } = event.payload;
        this.counterChanged =
          this.counter.apply({ value: publishedCount, version: counterVersion }) ||
          this.counterChanged;
        // Held until the next push, so a failed read is handled here: left unhandled until
        // then, it would crash the process. The wish then misses its `published` batch; the
        // counter still moves and the next top-10 read carries the wish.
        this.publishing.push(
          new WishRepository(this.db)
            .findPublished(wishId)
            .then((row) => row && toWishDto(row))
            .catch((error: unknown) => {
              this.onError(error);
              return undefined;
            }),
        );
        break;
      }
      case 'wish.counts_changed':
        for (const counts of event.payload.counts) {
          const held = this.counts.get(counts.wishId);
          if (!held || held.version < counts.version) this.counts.set(counts.wishId, counts);
        }
        this.topDirty = true;
        break;
      case 'votes.changed':
        // Each change is already the watchers' payload: forwarded as it came.
        for (const change of event.payload.changes) {
          const held = this.votes.get(change.wishId);
          if (held) held.push(change);
          else this.votes.set(change.wishId, [change]);
        }
        break;
      case 'user.closed':
        // Its wishes in the top-10 now show a former member (decision 0050): read it again.
        this.topDirty = true;
        break;
      default:
        // Account and mail events concern no browser.
        return false;
    }
    return true;
  }

  /**
   * Takes what changed since the last call. The top-10 is read from Postgres beside the
   * pushes, never awaited by one: under a burst that read took up to 40 ms (p99), which every
   * push's counts waited for. A new ranking goes out with the push after its read.
   */
  async takeChanges(): Promise<TickChanges> {
    const changes: TickChanges = {
      counts: [...this.counts.values()],
      published: [],
      votes: new Map(this.votes),
    };
    this.counts.clear();
    this.votes.clear();
    if (this.counterChanged) changes.counter = this.counter.value;
    this.counterChanged = false;
    const publishing = this.publishing.splice(0);
    for (const wish of await Promise.all(publishing)) if (wish) changes.published.push(wish);
    if (this.topChanged) changes.top = this.topState;
    this.topChanged = false;
    if ((this.topDirty || changes.published.length > 0) && !this.topRefresh) {
      this.topDirty = false;
      this.topRefresh = this.refreshTop()
        .then((changed) => {
          if (!changed) return;
          this.topChanged = true;
          this.wantsPush();
        })
        .catch((error: unknown) => {
          this.topDirty = true; // read again with the next push
          this.onError(error);
          this.wantsPush();
        })
        .finally(() => {
          this.topRefresh = undefined;
        });
    }
    return changes;
  }

  /** Waits for a top-10 read in flight (tests, shutdown). */
  async settled(): Promise<void> {
    await this.topRefresh;
  }

  /**
   * Recomputes the top-10; true when the ranking changed. The wishes held are replaced either
   * way, so a (re)connecting client gets current likes. Versions are times, so every gateway
   * agrees.
   */
  private async refreshTop(): Promise<boolean> {
    const wishes = (await shownTop(this.db)).map(toWishDto);
    if (this.topState.version > 0 && sameRanking(wishes, this.topState.wishes)) {
      this.topState = { wishes, version: this.topState.version };
      return false;
    }
    this.topState = { wishes, version: Math.max(Date.now(), this.topState.version + 1) };
    return true;
  }
}
