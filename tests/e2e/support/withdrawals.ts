import { expect, type APIRequestContext } from '@playwright/test';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import type { Db } from '@wishwall/db/database';
import { registerUser, verifyEmail } from './accounts.ts';

/**
 * A user who signed up, confirmed their address, holds `balance` micro-USD and asked to withdraw
 * `amount` USD to the PayPal account `destination`, as the wallet page asks it.
 */
export async function userAskingToWithdraw(
  request: APIRequestContext,
  db: Db,
  { name, balance, amount, destination }: WithdrawalAsked,
) {
  const user = await registerUser(request, name);
  await verifyEmail(request, user.email);
  await fundWallet(db, user.id, balance);
  const asked = await request.post('/v1/transactions', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { amount, destination },
  });
  expect(asked.ok()).toBe(true);
  return user;
}

interface WithdrawalAsked {
  name: string;
  balance: bigint;
  amount: number;
  destination: string;
}
