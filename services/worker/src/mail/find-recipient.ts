import { UnrecoverableError } from 'bullmq';
import type { DbExecutor } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { JobSkipped } from '../job-skipped.ts';

/**
 * The user a mail goes to. A user who doesn't exist won't on a retry either: fail at once. A
 * closed account has no address left (docs/decisions/0050-closing-an-account.md): its mail is
 * skipped, unless `closedToo` (the closure's own mail, or a user the mail only names).
 */
export async function findRecipient(
  db: DbExecutor,
  userId: string,
  { closedToo = false }: { closedToo?: boolean } = {},
): Promise<UserRow> {
  const user = await new UserRepository(db).findById(userId);
  if (!user) throw new UnrecoverableError(`user ${userId} does not exist`);
  if (user.closed_at && !closedToo) throw new JobSkipped(`user ${userId} closed the account`);
  return user;
}
