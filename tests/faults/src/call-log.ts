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

  all(): readonly CallRecord[] {
    return this.records;
  }
}
