import { UnrecoverableError } from 'bullmq';
import type { DbExecutor } from '@wishwall/db/database';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import type { ContactMessageRow } from '@wishwall/db/tables/contact-message.table';

/** The message a contact mail is about; a missing one will not appear on a retry: fail at once. */
export async function findContactMessage(db: DbExecutor, id: string): Promise<ContactMessageRow> {
  const message = await new ContactMessageRepository(db).findById(id);
  if (!message) throw new UnrecoverableError(`contact message ${id} does not exist`);
  return message;
}
