import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Language } from '@wishwall/contracts/constants';

export interface ContactMessageTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The page's language: the acknowledgement is written in it. */
  language: Language;
  /** The signed-in sender, if any. */
  user_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Set when an operator marks the message handled in the console; null while open. */
  handled_at: ColumnType<Date | null, never, Date | null>;
  handled_by: ColumnType<string | null, never, string | null>;
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
