/** A state the server numbers: each change has a higher version than the last. */
export interface Versioned {
  version: number;
}

/**
 * "The newer version wins" (docs/architecture.md#live-push): fetched answers and pushes race,
 * repeat and arrive out of order, so a state replaces the held one only if its version is
 * higher; an equal one is a repeat. With nothing held, anything applies.
 */
export function isNewer(next: Versioned, held: Versioned | null | undefined): boolean {
  return !held || next.version > held.version;
}
