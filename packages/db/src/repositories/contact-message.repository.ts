import type { DbExecutor } from '../database.ts';
import type { ContactMessageRow, NewContactMessage } from '../tables/contact-message.table.ts';

export class ContactMessageRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  insert(message: NewContactMessage): Promise<ContactMessageRow> {
    return this.db
      .insertInto('contact_messages')
      .values(message)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<ContactMessageRow | undefined> {
    return this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
