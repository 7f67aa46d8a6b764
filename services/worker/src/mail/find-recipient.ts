import { UnrecoverableError } from 'bullmq';
import type { DbExecutor } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';

/** The user a mail goes to. A user who doesn't exist won't on a retry either: fail at once. */
export async function findRecipient(db: DbExecutor, userId: string): Promise<UserRow> {
  const user = await new UserRepository(db).findById(userId);
  if (!user) throw new UnrecoverableError(`user ${userId} does not exist`);
  return user;
}
