/** Runs a batch of items in one go and answers each, in the items' order. */
export type BatchRunner<TItem, TResult> = (items: readonly TItem[]) => Promise<TResult[]>;

export interface GroupCommitOptions<TItem> {
  /** Items with the same key never share a batch nor run at the same time; FIFO per key. */
  key: (item: TItem) => string;
  /** The most items one batch takes. */
  maxBatch: number;
  /** The most batches running at once; while all run, new items wait and form the next. */
  maxInFlight: number;
  /** The most items waiting for a slot; past it `submit` refuses with `GroupCommitFullError`. */
  maxWaiting: number;
  /**
   * Whether a batch's failure may be one item's fault, so its items are retried one by one
   * (a constraint or data error, a deadlock). Other failures (the database unreachable, an
   * answer that can't be trusted) fail the whole batch at once: retrying would cost one
   * timeout per item, or apply an item twice if the batch did commit.
   */
  isolateOn: (error: unknown) => boolean;
}

/** The queue is full: the caller should refuse the request rather than wait. */
export class GroupCommitFullError extends Error {
  constructor(waiting: number) {
    super(`${waiting} items already wait for a batch`);
    this.name = 'GroupCommitFullError';
  }
}

interface Pending<TItem, TResult> {
  item: TItem;
  key: string;
  resolve: (result: TResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: callers submit one item each and await its own result, while the items run
 * in batches. Nothing waits for a timer: an item submitted while a batch slot is free runs
 * at once (alone, under light load); items that arrive while every slot is busy gather and
 * run together in the next free slot, so the batch size follows the load. A batch that fails
 * for what may be one item's fault is retried item by item, so that item fails only its own
 * caller. The queue is bounded: past `maxWaiting`, callers are refused at once.
 */
export class GroupCommit<TItem, TResult> {
  private readonly run: BatchRunner<TItem, TResult>;
  private readonly options: GroupCommitOptions<TItem>;
  private queue: Pending<TItem, TResult>[] = [];
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;

  constructor(run: BatchRunner<TItem, TResult>, options: GroupCommitOptions<TItem>) {
    this.run = run;
    this.options = options;
  }

  submit(item: TItem): Promise<TResult> {
    if (this.queue.length >= this.options.maxWaiting) {
      return Promise.reject(new GroupCommitFullError(this.queue.length));
    }
    return new Promise<TResult>((resolve, reject) => {
      this.queue.push({ item, key: this.options.key(item), resolve, reject });
      this.drain();
    });
  }

  /** Items waiting for a slot (for gauges and tests). */
  get waiting(): number {
    return this.queue.length;
  }

  private drain(): void {
    while (this.inFlight < this.options.maxInFlight) {
      const batch = this.takeBatch();
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.execute(batch).finally(() => {
        this.inFlight -= 1;
        for (const pending of batch) this.busyKeys.delete(pending.key);
        this.drain();
      });
    }
  }

  /** The oldest waiting items with distinct keys that no running batch holds. */
  private takeBatch(): Pending<TItem, TResult>[] {
    const batch: Pending<TItem, TResult>[] = [];
    const keysInBatch = new Set<string>();
    const left: Pending<TItem, TResult>[] = [];
    for (const pending of this.queue) {
      const free = !this.busyKeys.has(pending.key) && !keysInBatch.has(pending.key);
      if (free && batch.length < this.options.maxBatch) {
        batch.push(pending);
        keysInBatch.add(pending.key);
      } else {
        // A later item of a held key stays behind the earlier one (FIFO per key).
        keysInBatch.add(pending.key);
        left.push(pending);
      }
    }
    this.queue = left;
    for (const pending of batch) this.busyKeys.add(pending.key);
    return batch;
  }

  private async execute(batch: Pending<TItem, TResult>[]): Promise<void> {
    let results: TResult[];
    try {
      results = await this.run(batch.map((pending) => pending.item));
    } catch (error) {
      if (batch.length === 1 || !this.options.isolateOn(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // One by one, inside this batch's slot: the culprit fails alone, the rest go through.
      for (const pending of batch) await this.execute([pending]);
      return;
    }
    if (results.length !== batch.length) {
      const error = new Error(`Batch of ${batch.length} answered ${results.length} results`);
      for (const pending of batch) pending.reject(error);
      return;
    }
    results.forEach((result, index) => batch[index]?.resolve(result));
  }
}
