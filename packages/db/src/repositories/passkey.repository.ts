import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { NewPasskey, PasskeyRow } from '../tables/passkey.table.ts';

/**
 * Passkeys (docs/decisions/0053-passkeys.md). Adding and removing one lock the owner's row and
 * set `users.passkeys_enabled` from what is left, so concurrent changes cannot leave the flag
 * saying otherwise; a sign-in moves the counter by one conditional UPDATE.
 */
export class PasskeyRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  listFor(userId: string): Promise<PasskeyRow[]> {
    return this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
    return this.db
      .selectFrom('passkeys')
      .selectAll()
      .where('credential_id', '=', credentialId)
      .executeTakeFirst();
  }

  /** Locks the owner's row for the rest of the transaction: changes to their passkeys queue. */
  async lockOwner(userId: string): Promise<void> {
    await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Adds a passkey (in a transaction that locked the owner); undefined if its id is taken. */
  async add(passkey: NewPasskey): Promise<PasskeyRow | undefined> {
    const row = await this.db
      .insertInto('passkeys')
      .values(passkey)
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    await this.syncFlag(passkey.user_id);
    return row;
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
    return this.db
      .updateTable('passkeys')
      .set({ name })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Removes one of the owner's passkeys (in a transaction that locked the owner). */
  async remove(userId: string, id: string): Promise<PasskeyRow | undefined> {
    const row = await this.db
      .deleteFrom('passkeys')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    await this.syncFlag(userId);
    return row;
  }

  /**
   * Records a sign-in: the new counter if it is past the stored one (or both are 0, for
   * authenticators that count nothing), the backup flag, the time. False when another request
   * with the same or a later counter came first.
   */
  async recordUse(
    id: string,
    seen: { counter: number; backedUp: boolean; at: Date },
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('passkeys')
      .set({ counter: seen.counter, backed_up: seen.backedUp, last_used_at: seen.at })
      .where('id', '=', id)
      .where(
        seen.counter === 0 ? sql<boolean>`counter = 0` : sql<boolean>`counter < ${seen.counter}`,
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account's WebAuthn user handle: `fresh` if it had none yet, else the one it has. */
  async ensureUserHandle(userId: string, fresh: string): Promise<string> {
    await this.db
      .updateTable('users')
      .set({ webauthn_user_id: fresh })
      .where('id', '=', userId)
      .where('webauthn_user_id', 'is', null)
      .execute();
    const row = await this.db
      .selectFrom('users')
      .select('webauthn_user_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.webauthn_user_id ?? fresh;
  }

  async userHandleOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('users')
      .select('webauthn_user_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.webauthn_user_id ?? null;
  }

  private async syncFlag(userId: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        passkeys_enabled: sql<boolean>`exists (select 1 from passkeys where user_id = ${userId})`,
      })
      .where('id', '=', userId)
      .execute();
  }
}
