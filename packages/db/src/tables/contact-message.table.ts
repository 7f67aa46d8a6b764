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
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
