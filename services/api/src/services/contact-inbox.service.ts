import {
  ADMIN_PAGE_SIZE,
  type AdminContactMessageDto,
  type AdminContactPageDto,
} from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import type { ContactMessageRow } from '@wishwall/db/tables/contact-message.table';

function toDto(row: ContactMessageRow): AdminContactMessageDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    user_id: row.user_id,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
    handled_by: row.handled_by,
  };
}

/** The operators' inbox of contact-page messages: open or handled, and the mark between. */
export class ContactInboxService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** One page of open or handled messages, newest first, and whether another follows. */
  async list(handled: boolean, page: number): Promise<AdminContactPageDto> {
    // One row past the page says whether a next one exists, without counting them all.
    const rows = await new ContactMessageRepository(this.db).listByHandled(
      handled,
      ADMIN_PAGE_SIZE + 1,
      (page - 1) * ADMIN_PAGE_SIZE,
    );
    return {
      messages: rows.slice(0, ADMIN_PAGE_SIZE).map(toDto),
      next_page: rows.length > ADMIN_PAGE_SIZE ? page + 1 : null,
    };
  }

  /** Marks a message handled or open again; marking it as it already is changes nothing. */
  async mark(id: string, handled: boolean, operatorId: string): Promise<AdminContactMessageDto> {
    const row = await this.db.transaction().execute(async (trx) => {
      const messages = new ContactMessageRepository(trx);
      const before = await messages.findForUpdate(id);
      if (!before) throw new AppError('not_found', `Contact message ${id} not found`);
      if ((before.handled_at !== null) === handled) return before;
      const after = await messages.setHandled(id, operatorId, handled);
      await new AdminAuditRepository(trx).record({
        operator_id: operatorId,
        action: handled ? 'contact_message.handled' : 'contact_message.reopened',
        record_type: 'contact_message',
        record_id: id,
        before: { handled_at: before.handled_at, handled_by: before.handled_by },
        after: { handled_at: after.handled_at, handled_by: after.handled_by },
      });
      return after;
    });
    return toDto(row);
  }
}
