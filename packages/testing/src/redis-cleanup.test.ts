import { describe, expect, it } from 'vitest';
import { deleteRedisKeys } from './redis-cleanup.ts';
import { useTestContext } from './use-test-context.ts';

const ctx = useTestContext();

describe('deleteRedisKeys', () => {
  it('deletes every key under the prefix, over many scan batches, and nothing else', async () => {
    const prefix = `${ctx.redisPrefix}:run`;
    const pipeline = ctx.redis.pipeline();
    for (let i = 0; i < 2500; i++) pipeline.set(`${prefix}:key-${i}`, 'x');
    pipeline.xadd(`${prefix}:events`, '*', 'type', 'test');
    // Neighbours that only share the start of the name stay.
    pipeline.set(`${prefix}-other:key`, 'kept');
    pipeline.set(prefix, 'kept');
    await pipeline.exec();

    expect(await deleteRedisKeys(ctx.redisUrl, prefix)).toBe(2501);

    expect(await ctx.redis.keys(`${prefix}:*`)).toEqual([]);
    expect(await ctx.redis.get(`${prefix}-other:key`)).toBe('kept');
    expect(await ctx.redis.get(prefix)).toBe('kept');
    expect(await deleteRedisKeys(ctx.redisUrl, prefix)).toBe(0);
  });
});
