import { Redis } from 'ioredis';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REACTION_TYPES } from '@wishwall/contracts/wish.dto';
import { createDb } from '@wishwall/db/create-db';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { EVENT_FIELD } from '@wishwall/events/event-codec';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { foldReactions, voteCounts, wishCounts } from '@wishwall/testing/reaction-counts';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { ReactionService } from './services/reaction.service.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();

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
        services[i % 2]!.react(
          users[i % users.length]!,
          wish.id,
          REACTION_TYPES[(i * 7) % REACTION_TYPES.length]!,
        ).then(
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

describe('ReactionService notices', () => {
  it("puts each changed vote on the stream as the wish page's watchers receive it", async () => {
    const { wish } = await publishedWish(ctx);
    const voter = await createUser(ctx.db, 'Watched Voter');
    const keys = redisKeys(ctx.redisPrefix);
    const service = new ReactionService(
      ctx.db,
      new EventStreamWriter(ctx.redis, keys),
      pino({ level: 'silent' }),
    );
    const noticesAfter = async (start: string) => {
      await expect
        .poll(async () => (await ctx.redis.xrange(keys.eventStream, start, '+')).length)
        .toBeGreaterThan(0);
      const entries = await ctx.redis.xrange(keys.eventStream, start, '+');
      return entries.map(([, fields]) => fields[fields.indexOf(EVENT_FIELD) + 1]!);
    };
    const end = async () => {
      const [last] = await ctx.redis.xrevrange(keys.eventStream, '+', '-', 'COUNT', 1);
      return last ? `(${last[0]}` : '-';
    };

    let start = await end();
    const answer = await service.react(voter, wish.id, 'heart');
    // The exact bytes the gateway forwards: key order included, as the web has always had them.
    const [added] = await noticesAfter(start);
    expect(JSON.parse(added!)).toMatchObject({ type: 'votes.changed' });
    expect(added).toContain(
      JSON.stringify({
        changes: [
          {
            wishId: wish.id,
            userId: voter.id,
            vote: {
              user_id: voter.id,
              reaction_type: 'heart',
              created_at: answer.vote!.created_at,
              user: { id: voter.id, name: 'Watched Voter', avatar_url: null },
            },
          },
        ],
      }),
    );

    start = await end();
    await service.react(voter, wish.id, 'heart');
    const [removed] = await noticesAfter(start);
    expect(removed).toContain(
      JSON.stringify({ changes: [{ wishId: wish.id, userId: voter.id, vote: null }] }),
    );
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
