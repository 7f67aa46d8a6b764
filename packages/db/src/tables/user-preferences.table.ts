import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UserPreferencesTable {
  user_id: string;
  marketing_emails: Generated<boolean>;
  newsletter: Generated<boolean>;
  allow_email_notifications: Generated<boolean>;
  allow_sms_notifications: Generated<boolean>;
  timezone: Generated<string>;
  language_preference: Generated<string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type UserPreferencesRow = Selectable<UserPreferencesTable>;
