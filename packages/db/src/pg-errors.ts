import pg from 'pg';

/** True when `error` is Postgres's unique_violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.code === '23505' &&
    (constraint === undefined || error.constraint === constraint)
  );
}

/**
 * True for errors one row of a multi-row statement can cause — data exceptions (22…),
 * constraint violations (23…) and transaction rollbacks such as deadlocks (40…) — as opposed
 * to the database being unreachable or the connection lost.
 */
export function isRowLevelError(error: unknown): boolean {
  return error instanceof pg.DatabaseError && /^(22|23|40)/.test(error.code ?? '');
}
