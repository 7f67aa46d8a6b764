import { expect } from 'vitest';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import type { ApiTestHandle } from './use-api.ts';

/** A gift bought for `receiverEmail` through the API by a new verified giver with 1 USD. */
export async function giftBoughtFor({ api, ctx }: ApiTestHandle, receiverEmail: string) {
  const { body } = await api.registerVerified();
  await fundWallet(ctx.db, body.data.user.id, 1_000_000n);
  const given = await api.call(
    'POST',
    '/v1/gift-a-wish',
    { receiver_email: receiverEmail },
    body.data.token,
  );
  expect(given.status).toBe(200);
  return ctx.db
    .selectFrom('gifted_wishes')
    .selectAll()
    .where('id', '=', given.body.data.gift.id)
    .executeTakeFirstOrThrow();
}
