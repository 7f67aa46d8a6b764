/** `CoalescedReads` refused a read: more keys wait for a statement than its bound allows. */
export class ReadsBusy extends Error {
  constructor() {
    super('Too many reads are waiting; ask again shortly');
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

interface Queued<Q, V> {
  query: Q;
  answer: PromiseWithResolvers<V | undefined>;
}

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
  private readonly queued = new Map<string, Queued<Q, V>>();
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
    const [answer] = this.readMany([query]);
    return answer as Promise<V | undefined>;
  }

  /**
   * Each query's answer, in order. All are queued or none: throws `ReadsBusy` (and queues
   * nothing) when the queries not already waiting would pass the bound.
   */
  readMany(queries: readonly Q[]): Promise<V | undefined>[] {
    const { keyOf, maxQueued } = this.options;
    if (maxQueued !== undefined) {
      const fresh = new Set(queries.map(keyOf).filter((key) => !this.queued.has(key)));
      if (this.queued.size + fresh.size > maxQueued) throw new ReadsBusy();
    }
    const answers = queries.map((query) => {
      const key = keyOf(query);
      const held = this.queued.get(key);
      if (held) return held.answer.promise;
      const entry = { query, answer: Promise.withResolvers<V | undefined>() };
      this.queued.set(key, entry);
      return entry.answer.promise;
    });
    if (!this.flushScheduled && this.inFlight < this.options.maxInFlight && this.queued.size > 0) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
    return answers;
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queued.size > 0) {
      const batch: Queued<Q, V>[] = [];
      for (const [key, entry] of this.queued) {
        if (batch.length === this.options.maxBatch) break;
        batch.push(entry);
        this.queued.delete(key);
      }
      this.inFlight += 1;
      Promise.resolve()
        .then(() => this.readBatch(batch.map((entry) => entry.query)))
        .then(
          (answers) => batch.forEach((entry, i) => entry.answer.resolve(answers[i])),
          (error: unknown) => batch.forEach((entry) => entry.answer.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }
}
