/**
 * Polls `check` until it holds or `timeoutMs` passes; for effects that arrive asynchronously
 * (a pub/sub message, a worker's tick). Answers whether it held, for the test to assert.
 */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = 2000,
  intervalMs = 10,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
