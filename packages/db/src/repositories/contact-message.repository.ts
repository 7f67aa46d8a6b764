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

  /** The inbox: open or handled messages, newest first. */
  listByHandled(handled: boolean, limit: number, offset: number): Promise<ContactMessageRow[]> {
    return this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('handled_at', handled ? 'is not' : 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Locks the message for a change of its handled mark (pass the transaction). */
  findForUpdate(id: string): Promise<ContactMessageRow | undefined> {
    return this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  setHandled(id: string, operatorId: string | null, handled: boolean): Promise<ContactMessageRow> {
    return this.db
      .updateTable('contact_messages')
      .set(
        handled
          ? { handled_at: new Date(), handled_by: operatorId }
          : { handled_at: null, handled_by: null },
      )
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
