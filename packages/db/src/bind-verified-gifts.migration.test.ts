import { describe, expect, it } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { up } from './migrations/2026-11-25T12-00-00-bind-verified-gifts.ts';
import { GiftedWishRepository } from './repositories/gifted-wish.repository.ts';

const ctx = useTestContext();

describe('migration 2026-11-25T12-00-00-bind-verified-gifts', () => {
  it('binds the gifts waiting at a verified address to its account, and nothing else', async () => {
    const gifts = new GiftedWishRepository(ctx.db);
    const verified = await createUser(ctx.db);
    await ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', verified.id)
      .execute();
    const unverified = await createUser(ctx.db);
    const waiting = await gifts.create({ receiver_email: verified.email.toUpperCase() });
    const forUnverified = await gifts.create({ receiver_email: unverified.email });
    const nobodys = await gifts.create({ receiver_email: 'nobody-yet@example.test' });
    const boundElsewhere = await gifts.create({
      receiver_email: verified.email,
      receiver_user_id: unverified.id,
    });

    await up(ctx.db);

    const receivers = Object.fromEntries(
      (await ctx.db.selectFrom('gifted_wishes').select(['id', 'receiver_user_id']).execute()).map(
        (row) => [row.id, row.receiver_user_id],
      ),
    );
    expect(receivers).toEqual({
      [waiting.id]: verified.id,
      [forUnverified.id]: null,
      [nobodys.id]: null,
      [boundElsewhere.id]: unverified.id,
    });
  });
});
