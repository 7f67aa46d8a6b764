/** `CoalescedReads` refused a read: more keys wait for a statement than its bound allows. */
export class ReadsBusy extends Error {
  constructor() {
    // A refusal under load is flow control, thrown thousands of times a second by a crowd, not
    // a fault to trace: no stack is captured for it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super('Too many reads are waiting; ask again shortly');
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'ReadsBusy';
  }
}

export interface CoalescedReadsOptions<Q> {
  /** Queries with the same key are read once. */
  keyOf: (query: Q) => string;
  /** Queries in one statement at most; more waiting are split. */
  maxBatch: number;
  /** Statements running at once at most; queries asked meanwhile gather for the next. */
  maxInFlight: number;
  /** Queries waiting for a statement at most; past it a read throws `ReadsBusy`. Unbounded if unset. */
  maxQueued?: number;
}

/**
 * One caller's reads: answers gather by key as the statements holding its keys end, and its one
 * promise settles when the last has, or at the first that failed.
 */
interface Waiter<V> {
  /** The caller's keys, in the order it asked them. */
  keys: string[];
  answered: Map<string, V | undefined>;
  /** Distinct keys still unanswered. */
  remaining: number;
  resolve: (answers: (V | undefined)[]) => void;
  reject: (error: unknown) => void;
}

/** Who waits for a key: one caller, the usual case, or several. */
type Askers<V> = Waiter<V> | Waiter<V>[];

const eachAsker = <V>(askers: Askers<V>, visit: (waiter: Waiter<V>) => void) =>
  Array.isArray(askers) ? askers.forEach(visit) : visit(askers);

/**
 * Reads asked together (docs/decisions/0035-session-checks-together.md). Queries asked in one
 * turn of the event loop go out in one statement on the next; while `maxInFlight` statements
 * run, new queries wait and go out together in the next free one, so the statements follow
 * the load, not the callers. The same key asked twice before its statement starts is read
 * once; a query never joins a statement that started before it was asked, so it sees every
 * write committed before it. With `maxQueued`, the work waiting is bounded too: a caller past
 * it is refused at once instead of queued behind a crowd
 * (docs/decisions/0048-gateway-under-a-crowd.md).
 *
 * `read` gets a batch of queries and answers them in the same order (undefined: none).
 */
export class CoalescedReads<Q, V> {
  private readonly readBatch: (queries: Q[]) => Promise<readonly (V | undefined)[]>;
  private readonly options: CoalescedReadsOptions<Q>;
  /**
   * The keys waiting, in the order first asked, with their queries and who asked them. Nothing
   * is allocated per key: under a crowd every object made for a waiting key outlived the young
   * generation and filled the old one (docs/reliability.md#a-crowd-of-sockets).
   */
  private queued = new Map<string, Q>();
  private askers = new Map<string, Askers<V>>();
  private inFlight = 0;
  private flushScheduled = false;

  constructor(
    read: (queries: Q[]) => Promise<readonly (V | undefined)[]>,
    options: CoalescedReadsOptions<Q>,
  ) {
    this.readBatch = read;
    this.options = options;
  }

  /** Queries waiting for a statement now. */
  get waiting(): number {
    return this.queued.size;
  }

  /** One query's answer. Throws `ReadsBusy` when the queue is full. */
  read(query: Q): Promise<V | undefined> {
    return this.readAll([query]).then(([answer]) => answer);
  }

  /**
   * The queries' answers, in order, in one promise: a crowd's reads cost one promise per
   * caller and no object per key (docs/decisions/0048-gateway-under-a-crowd.md).
   * All are queued or none: throws `ReadsBusy` (and queues nothing) when the queries not
   * already waiting would pass the bound.
   */
  readAll(queries: readonly Q[]): Promise<(V | undefined)[]> {
    const { keyOf, maxQueued } = this.options;
    // Counted only when they might not fit, and refused at the first key past the bound: a
    // crowd at a full queue costs little each.
    if (maxQueued !== undefined && this.queued.size + queries.length > maxQueued) {
      const fresh = new Set<string>();
      for (const query of queries) {
        const key = keyOf(query);
        if (this.queued.has(key)) continue;
        fresh.add(key);
        if (this.queued.size + fresh.size > maxQueued) throw new ReadsBusy();
      }
    }
    if (queries.length === 0) return Promise.resolve([]);
    const { promise, resolve, reject } = Promise.withResolvers<(V | undefined)[]>();
    const waiter: Waiter<V> = {
      keys: queries.map(keyOf),
      answered: new Map(),
      remaining: 0,
      resolve,
      reject,
    };
    queries.forEach((query, i) => {
      const key = waiter.keys[i] ?? keyOf(query);
      const askers = this.askers.get(key);
      if (askers === undefined) {
        this.queued.set(key, query);
        this.askers.set(key, waiter);
      } else if (askers === waiter || (Array.isArray(askers) && askers.at(-1) === waiter)) {
        return; // asked twice by this caller, which would be the last to have asked it
      } else if (Array.isArray(askers)) {
        askers.push(waiter);
      } else {
        this.askers.set(key, [askers, waiter]);
      }
      waiter.remaining += 1;
    });
    if (!this.flushScheduled && this.inFlight < this.options.maxInFlight) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
    return promise;
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queued.size > 0) {
      const keys: string[] = [];
      const queries: Q[] = [];
      const askedBy: Askers<V>[] = [];
      for (const [key, query] of this.queued) {
        if (keys.length === this.options.maxBatch) break;
        keys.push(key);
        queries.push(query);
        askedBy.push(this.askers.get(key) ?? []);
      }
      if (keys.length === this.queued.size) {
        this.queued = new Map();
        this.askers = new Map();
      } else {
        for (const key of keys) {
          this.queued.delete(key);
          this.askers.delete(key);
        }
      }
      this.inFlight += 1;
      Promise.resolve()
        .then(() => this.readBatch(queries))
        .then(
          (answers) =>
            askedBy.forEach((askers, i) =>
              eachAsker(askers, (waiter) => answer(waiter, keys[i] ?? '', answers[i])),
            ),
          // A caller's promise settles once: its other statements' answers come too late.
          (error: unknown) =>
            askedBy.forEach((askers) => eachAsker(askers, (waiter) => waiter.reject(error))),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }
}

/** A key's answer to one caller; the caller's promise settles with its last. */
function answer<V>(waiter: Waiter<V>, key: string, value: V | undefined): void {
  waiter.answered.set(key, value);
  waiter.remaining -= 1;
  if (waiter.remaining === 0) waiter.resolve(waiter.keys.map((k) => waiter.answered.get(k)));
}
