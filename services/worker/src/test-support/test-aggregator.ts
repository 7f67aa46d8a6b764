import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { TestContext } from '@wishwall/testing/use-test-context';
import { ReactionAggregator, type FoldRecord } from '../reaction-aggregator.ts';

/** The worker's aggregator on a test file's database and stream; a fold error fails the test. */
export function testAggregator(
  ctx: TestContext,
  tickMs = 25,
  onFold?: (fold: FoldRecord) => void,
): ReactionAggregator {
  return new ReactionAggregator({
    ...(onFold ? { onFold } : {}),
    db: ctx.db,
    stream: new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)),
    tickMs,
    onError: (error) => {
      throw error;
    },
  });
}
