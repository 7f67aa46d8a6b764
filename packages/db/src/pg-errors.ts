import pg from 'pg';

/** True when `error` is Postgres's unique_violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return (
    error instanceof pg.DatabaseError &&
    error.code === '23505' &&
    (constraint === undefined || error.constraint === constraint)
  );
}
