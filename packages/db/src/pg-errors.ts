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

/** SQLSTATE classes and codes that mean "Postgres is out of reach for now", not "bad query". */
const UNAVAILABLE_STATE = /^(08|57P0[1-3]|53300)/;
/** What node-postgres says, without a SQLSTATE, when the connection itself failed. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * True when a query failed because Postgres could not be reached or dropped the connection
 * (restarting, the connection terminated, too many connections): the caller should answer
 * "try again shortly" (503), not "bug" (500). Nothing was committed by the failed statement.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof pg.DatabaseError) return UNAVAILABLE_STATE.test(error.code ?? '');
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && UNAVAILABLE_SOCKET.has(code)) || UNAVAILABLE_MESSAGE.test(error.message)
  );
}

/**
 * True for Postgres's numeric_value_out_of_range: a number past its column's type (a bigint
 * balance or id), which is the request's fault, never the server's.
 */
export function isNumericOutOfRange(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '22003';
}
