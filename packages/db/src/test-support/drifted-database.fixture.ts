import type { Generated } from 'kysely';
import type { Database } from '../database.ts';

type Users = Database['users'];

/**
 * Database with one mistake of each kind the schema test must catch (database-schema.test.ts):
 * never used by code, only read by the compiler.
 */
export interface DriftedDatabase extends Omit<Database, 'users' | 'sandbox_checkouts'> {
  users: Omit<Users, 'email_verified_at' | 'token_version' | 'language' | 'referral_code'> & {
    /** Nullable in Postgres. */
    email_verified_at: Date;
    /** An integer in Postgres. */
    token_version: Generated<string>;
    /** Postgres allows en and es. */
    language: Generated<'en' | 'es' | 'fr'>;
    /** Required by Postgres, which has no default for it. */
    referral_code: Generated<string>;
    /** No such column. */
    nickname: string;
  };
  /** No such table. */
  ghosts: { id: Generated<string> };
}
