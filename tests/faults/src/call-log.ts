/** What a call ended with: an HTTP status, or no answer at all. */
export type CallOutcome = number | 'network_error' | 'timeout';

export type CallKind = 'sign-up' | 'reaction' | 'publish' | 'wall';

export interface CallRecord {
  kind: CallKind;
  startedAt: number;
  endedAt: number;
  outcome: CallOutcome;
}

/** Every call the fault run made, for the figures and the in-flight assertions. */
export class CallLog {
  private readonly records: CallRecord[] = [];

  add(record: CallRecord): void {
    this.records.push(record);
  }

  /** Calls that started within [from, to). */
  startedBetween(from: number, to: number): CallRecord[] {
    return this.records.filter((record) => record.startedAt >= from && record.startedAt < to);
  }

  all(): readonly CallRecord[] {
    return this.records;
  }
}

/** `{ "200": 41, "503": 3, network_error: 1 }`, keys sorted, for figures and messages. */
export function tallyOutcomes(records: readonly CallRecord[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const { outcome } of records) tally[String(outcome)] = (tally[String(outcome)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)));
}
