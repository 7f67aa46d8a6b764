import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';

/** A user who exists only for a test; the password hash is deliberately unusable. */
export function createUser(db: DbExecutor, name = 'Test User') {
  const unique = randomBytes(6).toString('hex');
  return new UserRepository(db).create({
    name,
    email: `user-${unique}@example.test`,
    password_hash: '!test',
    referral_code: unique,
  });
}

/** A wish in `created` status, as the wish form leaves it before payment. */
export function createDraftWish(db: DbExecutor, userId: string, content = 'A wish for the test') {
  return new WishRepository(db).create({ user_id: userId, content });
}

/**
 * `count` messages as the contact page stores them, subjects `<prefix> 1` to `<prefix> <count>`
 * from the oldest (so the inbox, newest first, lists them from the last); their ids in that order.
 */
export async function createContactMessages(db: DbExecutor, count: number, prefix: string) {
  const rows = await db
    .insertInto('contact_messages')
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: 'Paula Pages',
        email: 'paula@example.test',
        subject: `${prefix} ${i + 1}`,
        message: 'One of many.',
        language: 'en',
        user_id: null,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
