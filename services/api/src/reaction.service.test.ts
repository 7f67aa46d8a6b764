import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import { createDb } from '@wishwall/db/create-db';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { ReactionService } from './services/reaction.service.ts';
import {
  foldReactions,
  publishedWish,
  voteCounts,
  wishCounts,
} from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
const TYPES: ReactionType[] = ['like', 'heart', 'dislike'];

describe('ReactionRepository.applyBatch', () => {
  it('answers every kind of press of one batch in one statement, in order', async () => {
    const { wish, author } = await publishedWish(ctx);
    const draftAuthor = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, draftAuthor.id);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    const repository = new ReactionRepository(ctx.db);
    await repository.applyBatch([
      { wishId: wish.id, userId: b!.id, type: 'like' },
      { wishId: wish.id, userId: c!.id, type: 'like' },
    ]);

    const outcomes = await repository.applyBatch([
      { wishId: wish.id, userId: a!.id, type: 'heart' },
      { wishId: wish.id, userId: b!.id, type: 'like' },
      { wishId: wish.id, userId: c!.id, type: 'dislike' },
      { wishId: wish.id, userId: author.id, type: 'like' },
      { wishId: draft.id, userId: a!.id, type: 'like' },
      { wishId: '987654321', userId: a!.id, type: 'like' },
    ]);

    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      'inserted',
      'removed',
      'switched',
      'own_wish',
      'wish_not_found',
      'wish_not_found',
    ]);
    expect(outcomes[0]).toMatchObject({ vote: { user_id: a!.id, reaction_type: 'heart' } });
    expect(outcomes[2]).toMatchObject({ vote: { user_id: c!.id, reaction_type: 'dislike' } });
    await foldReactions(ctx);
    expect(await wishCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 1, dislikes: 1 });
    expect(await voteCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 1, dislikes: 1 });
  });
});

describe('ReactionService across API processes', () => {
  it('stays exact when two processes batch presses of the same users at once', async () => {
    const { wish } = await publishedWish(ctx);
    const users = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx.db)));
    // Two API processes: each its own pool and its own batches; only Postgres sees both.
    const pools = [0, 1].map(() => createDb({ url: ctx.databaseUrl, poolSize: 10 }));
    const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    const services = pools.map((db) => new ReactionService(db, stream, pino({ level: 'silent' })));
    try {
      const presses = Array.from({ length: 600 }, (_, i) =>
        services[i % 2]!.react(users[i % users.length]!, wish.id, TYPES[(i * 7) % 3]!).then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? 'error',
        ),
      );
      const answers = await Promise.all(presses);
      // A press may only fail as a clear conflict after repeated races, never otherwise.
      expect(answers.filter((answer) => answer !== 'ok' && answer !== 'conflict')).toEqual([]);
      expect(answers.filter((answer) => answer === 'ok').length).toBeGreaterThan(500);
    } finally {
      await Promise.all(pools.map((db) => db.destroy()));
    }

    await foldReactions(ctx);
    const truth = await voteCounts(ctx, wish.id);
    expect(await wishCounts(ctx, wish.id)).toEqual(truth);
    const votes = await ctx.db
      .selectFrom('votes')
      .select('user_id')
      .where('wish_id', '=', wish.id)
      .execute();
    expect(new Set(votes.map((vote) => vote.user_id)).size).toBe(votes.length);
  });
});

describe('ReactionService without Redis', () => {
  it('answers presses while the stream is unreachable instead of waiting for it', async () => {
    const { wish } = await publishedWish(ctx);
    const voter = await createUser(ctx.db);
    // Never connects: a command sent to it would wait for a reconnection forever.
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: null,
    });
    const service = new ReactionService(
      ctx.db,
      new EventStreamWriter(unreachable, redisKeys(ctx.redisPrefix)),
      pino({ level: 'silent' }),
    );
    try {
      const answer = await service.react(voter, wish.id, 'heart');
      expect(answer).toMatchObject({ removed: false, vote: { reaction_type: 'heart' } });
      expect(await voteCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 1, dislikes: 0 });
    } finally {
      unreachable.disconnect();
    }
  });
});
