/** How long work waits for an idle moment at most: a busy page still gets it soon. */
const IDLE_TIMEOUT_MS = 1_000;

/**
 * Runs `callback` once the browser is idle (after the current frame's rendering), or within a
 * second if it never is; browsers without `requestIdleCallback` (Safari) run it in a task of
 * its own. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
