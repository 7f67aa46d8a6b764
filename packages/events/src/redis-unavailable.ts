/** What ioredis says when a command could not reach Redis (as opposed to Redis refusing it). */
const UNREACHABLE = new Set([
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.',
]);

/**
 * Whether a Redis command failed because Redis is out of reach or still loading its data
 * after a restart: the caller should answer "try again shortly" (503), not "bug" (500).
 */
export function isRedisUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    UNREACHABLE.has(error.message) ||
    error.name === 'MaxRetriesPerRequestError' ||
    (error.name === 'ReplyError' && error.message.startsWith('LOADING'))
  );
}
