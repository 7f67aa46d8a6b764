import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The runs that wait longest (the kill about a minute for BullMQ's 30-s checks to find its jobs
 * stalled, the Redis outages 2 × 10 s), started first so the shorter ones share the other
 * worker meanwhile. Without it a fresh clone, which has no durations cached, orders the files
 * by size, and the kill's short file came last: 139 s instead of 83.
 */
const LONGEST_FIRST = ['process-faults', 'redis-outage'];

const rank = (spec: TestSpecification): number => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).toSorted((a, b) => rank(a) - rank(b));
  }
}

/**
 * The fault runs (`pnpm test:faults`), apart from the unit and integration tests. Each file
 * starts its own redis-server (on a free port), product process and scratch database, and cuts
 * only those, so two files run side by side: the runs mostly wait, and one after another they
 * took 148 s where two at a time take 83 s (docs/performance.md#how-long-pnpm-test-takes).
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 150_000,
    hookTimeout: 30_000,
  },
});
