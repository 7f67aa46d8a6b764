import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AppError } from '@wishwall/contracts/app-error';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { RaffleCloseService } from './raffle-close.service.ts';
import { WishPublishService } from './wish-publish.service.ts';

const ctx = useTestContext();

describe('WishPublishService', () => {
  it('publishes a draft: counter, number and wish.published event change together', async () => {
    const before = await new WallCounterRepository(ctx.db).get();
    const user = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, user.id);

    const result = await new WishPublishService(ctx.db).publish(draft.id);

    const after = await new WallCounterRepository(ctx.db).get();
    expect(result.published).toBe(true);
    expect(result.wish.status).toBe('published');
    expect(result.wish.published_at).toBeInstanceOf(Date);
    expect(after).toEqual({
      published_count: before.published_count + 1,
      version: before.version + 1,
    });
    expect(result.wish.number_sequence).toBe(after.published_count);
    const events = await ctx.db.selectFrom('outbox').selectAll().execute();
    expect(events.at(-1)).toMatchObject({
      type: 'wish.published',
      payload: {
        wishId: draft.id,
        userId: user.id,
        publishedCount: after.published_count,
        counterVersion: after.version,
      },
    });
  });

  it('publishes exactly once when 20 calls race for the same wish', async () => {
    const before = await new WallCounterRepository(ctx.db).get();
    const pendingBefore = await new OutboxRepository(ctx.db).countPending();
    const user = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, user.id);
    const service = new WishPublishService(ctx.db);

    const results = await Promise.all(Array.from({ length: 20 }, () => service.publish(draft.id)));

    expect(results.filter((r) => r.published)).toHaveLength(1);
    expect(new Set(results.map((r) => r.wish.number_sequence)).size).toBe(1);
    const after = await new WallCounterRepository(ctx.db).get();
    expect(after.published_count).toBe(before.published_count + 1);
    expect(await new OutboxRepository(ctx.db).countPending()).toBe(pendingBefore + 1);
  });

  it('refuses a second published wish for the same user and changes nothing', async () => {
    const user = await createUser(ctx.db);
    const first = await createDraftWish(ctx.db, user.id, 'First');
    const service = new WishPublishService(ctx.db);
    await service.publish(first.id);
    const second = await createDraftWish(ctx.db, user.id, 'Second');
    const before = await new WallCounterRepository(ctx.db).get();
    const pendingBefore = await new OutboxRepository(ctx.db).countPending();

    const failure = await service.publish(second.id).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('user_already_has_published_wish');
    expect(await new WallCounterRepository(ctx.db).get()).toEqual(before);
    expect(await new OutboxRepository(ctx.db).countPending()).toBe(pendingBefore);
    const row = await ctx.db
      .selectFrom('wishes')
      .select('status')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('created');
  });

  it('reports an unknown wish with wish_not_found', async () => {
    await expect(new WishPublishService(ctx.db).publish('987654321')).rejects.toMatchObject({
      code: 'wish_not_found',
    });
  });

  it('puts the wish in the open round; from the announced close on, publishes nothing', async () => {
    const service = new WishPublishService(ctx.db);
    const early = await createDraftWish(ctx.db, (await createUser(ctx.db)).id);
    expect((await service.publish(early.id)).wish.raffle_round).toBe(1);

    const before = await new WallCounterRepository(ctx.db).get();
    const late = await createDraftWish(ctx.db, (await createUser(ctx.db)).id);
    // The close has come, before the clock's job recorded it.
    await ctx.db
      .updateTable('raffle_rounds')
      .set({ closes_at: sql<Date>`opens_at + interval '1 millisecond'` })
      .where('number', '=', 1)
      .execute();
    await expect(service.publish(late.id)).rejects.toMatchObject({ code: 'sales_closed' });
    // And once it recorded it.
    await new RaffleCloseService(ctx.db).closeIfDue();
    await expect(service.publish(late.id)).rejects.toMatchObject({ code: 'sales_closed' });
    expect(await new WallCounterRepository(ctx.db).get()).toEqual(before);
    expect((await new WishRepository(ctx.db).findById(late.id))?.status).toBe('created');
  });
});
