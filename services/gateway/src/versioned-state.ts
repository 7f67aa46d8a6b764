/** Holds the latest absolute state; an update applies only if its version is newer. */
export class VersionedState<T extends { version: number }> {
  private current: T;

  constructor(initial: T) {
    this.current = initial;
  }

  get value(): T {
    return this.current;
  }

  /** Returns true when `next` replaced the state. */
  apply(next: T): boolean {
    if (next.version <= this.current.version) return false;
    this.current = next;
    return true;
  }
}
