import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { AuthenticatorAppRow } from '../tables/authenticator-app.table.ts';

/**
 * Authenticator apps (docs/decisions/0047-authenticator-apps.md). Every change that decides
 * whether a code counts is one conditional UPDATE, so concurrent requests cannot both win.
 */
export class AuthenticatorAppRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  find(userId: string): Promise<AuthenticatorAppRow | undefined> {
    return this.db
      .selectFrom('authenticator_apps')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Starts (or starts over) setting an app up with a new secret; undefined when the account
   * already has a confirmed app, which is left alone.
   */
  begin(userId: string, secretEncrypted: string): Promise<AuthenticatorAppRow | undefined> {
    return this.db
      .insertInto('authenticator_apps')
      .values({ user_id: userId, secret_encrypted: secretEncrypted })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_encrypted: secretEncrypted, last_used_step: null })
          .where('authenticator_apps.confirmed_at', 'is', null),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Locks the account's confirmed app for the caller's transaction; false when none is on.
   * Changes to the recovery codes take it first, so they follow one another: a replacement
   * that waited sees the codes the one before it wrote (and deletes them).
   */
  async lockConfirmed(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('authenticator_apps')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes one of the account's `max` tries of the window that began at or after
   * `windowStart`, before a code is compared; a try past an older window starts a new one at
   * `now`. Atomic: concurrent guesses never together exceed `max`. False when none is left.
   */
  async takeTry(userId: string, max: number, windowStart: Date, now: Date): Promise<boolean> {
    const stale = sql<boolean>`(tries_since is null or tries_since < ${windowStart})`;
    const row = await this.db
      .updateTable('authenticator_apps')
      .set({
        tries: sql`case when ${stale} then 1 else tries + 1 end`,
        tries_since: sql`case when ${stale} then ${now}::timestamptz else tries_since end`,
      })
      .where('user_id', '=', userId)
      .where(sql<boolean>`(${stale} or tries < ${max})`)
      .returning('tries')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** When the account's window of tries started, if it has one. */
  async triesSince(userId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('authenticator_apps')
      .select('tries_since')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.tries_since ?? null;
  }

  /** A right code gives the account its tries back. */
  async clearTries(userId: string): Promise<void> {
    await this.db
      .updateTable('authenticator_apps')
      .set({ tries: 0, tries_since: null })
      .where('user_id', '=', userId)
      .execute();
  }

  /**
   * Records `step` as the last accepted, if it is after the last one, for a confirmed app.
   * False when the step was already used (a replay, or a concurrent request won).
   */
  async useStep(userId: string, step: number): Promise<boolean> {
    const row = await this.db
      .updateTable('authenticator_apps')
      .set({ last_used_step: step })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Confirms the app being set up with its first code's `step`, and marks the account (in a
   * transaction, with the caller's other changes). False when it was confirmed meanwhile.
   */
  async confirm(userId: string, step: number, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('authenticator_apps')
      .set({ last_used_step: step, confirmed_at: at })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return false;
    await this.db
      .updateTable('users')
      .set({ totp_enabled: true })
      .where('id', '=', userId)
      .execute();
    return true;
  }

  /**
   * Forgets the account's app, confirmed or being set up, and unmarks the account (in the
   * caller's transaction); true when a confirmed app was removed.
   */
  async remove(userId: string): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('authenticator_apps')
      .where('user_id', '=', userId)
      .returning('confirmed_at')
      .execute();
    await this.db
      .updateTable('users')
      .set({ totp_enabled: false })
      .where('id', '=', userId)
      .execute();
    return rows.some((row) => row.confirmed_at !== null);
  }
}
