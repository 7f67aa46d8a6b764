import { setTimeout as sleep } from 'node:timers/promises';

/** Whether `work` settled (either way) within `ms`; a late one is left running. */
export function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  // Unreferenced: the wait never keeps the process alive once the work is done.
  return Promise.race([settled, sleep(ms, false, { ref: false })]);
}
