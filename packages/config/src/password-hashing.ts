/** The cost of an argon2id password hash: memory in KiB, passes over it, lanes. */
export interface PasswordHashing {
  memoryKib: number;
  iterations: number;
  parallelism: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: argon2id with one of these, all of equal strength
 * (memory traded for passes), one lane each.
 */
export const OWASP_ARGON2ID = [
  { memoryKib: 47_104, iterations: 1 },
  { memoryKib: 19_456, iterations: 2 },
  { memoryKib: 12_288, iterations: 3 },
  { memoryKib: 9_216, iterations: 4 },
  { memoryKib: 7_168, iterations: 5 },
] as const;

/** Outside tests: OWASP's most quoted configuration, 19 MiB, 2 passes, 1 lane (~30–70 ms here). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = {
  memoryKib: 19_456,
  iterations: 2,
  parallelism: 1,
};

/**
 * Under NODE_ENV=test: about 0.3 ms a hash, so suites that sign up hundreds of accounts do not
 * spend minutes hashing. Production refuses it.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  memoryKib: 256,
  iterations: 1,
  parallelism: 1,
};

/** At least one of OWASP's configurations in both memory and passes. */
export function meetsOwaspMinimum(cost: PasswordHashing): boolean {
  return OWASP_ARGON2ID.some(
    (minimum) => cost.memoryKib >= minimum.memoryKib && cost.iterations >= minimum.iterations,
  );
}
