import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { NewUser, UserRole, UserRow } from '../tables/user.table.ts';

export class UserRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewUser) {
    return this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The signed-in user, unless the token `jti` was revoked: a signed-in request costs this
   * one round trip.
   */
  findUnlessTokenRevoked(id: string, jti: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('revoked_tokens').select('jti').where('jti', '=', jti))),
      )
      .executeTakeFirst();
  }

  /**
   * The account holding the address. Addresses are unique case-insensitively among holders
   * (index on lower(email)); an account whose address was released holds none.
   */
  /**
   * Many sessions' users in one statement, in the order asked: each the user of `userId`
   * unless its token `jti` was revoked (as `findUnlessTokenRevoked`, undefined otherwise). The
   * API asks for the sessions it checks in one turn of its event loop together.
   */
  async findSessionsUnlessRevoked(
    sessions: readonly { userId: string; jti: string }[],
  ): Promise<(UserRow | undefined)[]> {
    if (sessions.length === 0) return [];
    const { rows } = await sql<UserRow & { session_n: string }>`
      select u.*, s.n as session_n
      from unnest(
        ${sessions.map((s) => s.userId)}::bigint[],
        ${sessions.map((s) => s.jti)}::uuid[]
      ) with ordinality as s (user_id, jti, n)
      join users u on u.id = s.user_id
      where not exists (select 1 from revoked_tokens r where r.jti = s.jti)
    `.execute(this.db);
    const found: (UserRow | undefined)[] = sessions.map(() => undefined);
    for (const { session_n: n, ...user } of rows) found[Number(n) - 1] = user;
    return found;
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('email_released_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Takes the address from the unverified account holding it, if any (decision 0017): one
   * registered before `registeredBefore`, or any but `keepUserId`'s. The links it was sent for
   * that address stop working, so it cannot take the address back with a link armed earlier.
   * The row lock this takes orders concurrent callers; the unique index settles who holds the
   * address next.
   */
  async releaseUnverifiedEmail(
    email: string,
    at: Date,
    holder: { registeredBefore: Date } | { keepUserId: string },
  ): Promise<void> {
    await this.db
      .with('released', (db) => {
        const query = db
          .updateTable('users')
          .set({ email_released_at: at, updated_at: at })
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .where('email_released_at', 'is', null)
          .where('email_verified_at', 'is', null);
        return (
          'keepUserId' in holder
            ? query.where('id', '<>', holder.keepUserId)
            : query.where('created_at', '<', holder.registeredBefore)
        ).returning('id');
      })
      .updateTable('email_verification_tokens')
      .set({ used_at: at })
      .where('user_id', 'in', (eb) => eb.selectFrom('released').select('id'))
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('used_at', 'is', null)
      .execute();
  }

  /** Codes are minted as lowercase hex: one typed in capitals or with spaces is the same code. */
  findByReferralCode(code: string): Promise<UserRow | undefined> {
    return (
      this.db
        .selectFrom('users')
        .selectAll()
        .where('referral_code', '=', code.trim().toLowerCase())
        // A closed account refers nobody (decision 0050).
        .where('closed_at', 'is', null)
        .executeTakeFirst()
    );
  }

  update(
    id: string,
    values: Partial<
      Pick<UserRow, 'name' | 'country_code' | 'avatar_url' | 'two_factor_enabled' | 'language'>
    >,
  ) {
    return this.db
      .updateTable('users')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Locks the account holding the address, for a change that audits what it was. */
  lockByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('email_released_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The accounts `userId` referred, newest first. */
  listReferred(userId: string, limit: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email_verified_at', 'closed_at'])
      .where('referred_by_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Makes `referrerId` the referrer of the `count` oldest other accounts (the demo seed's). */
  async referOldest(referrerId: string, count: number): Promise<string[]> {
    const rows = await this.db
      .updateTable('users')
      .set({ referred_by_user_id: referrerId })
      .where(
        'id',
        'in',
        this.db
          .selectFrom('users')
          .select('id')
          .where('id', '<>', referrerId)
          .orderBy('id')
          .limit(count),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  setRole(id: string, role: UserRole) {
    return this.db
      .updateTable('users')
      .set({ role, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Ends every session of the user: tokens carry the version they were signed at, and one
   * below the new version is refused. With `expectedVersion`, only if the tokens are still at
   * it (the version the caller's session was checked at): of two changes racing, the second
   * finds it moved and changes nothing (undefined).
   */
  bumpTokenVersion(id: string, expectedVersion?: number) {
    let query = this.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id);
    if (expectedVersion !== undefined) query = query.where('token_version', '=', expectedVersion);
    return query.returningAll().executeTakeFirst();
  }

  /**
   * Sets the password and revokes every token of the account. With `tokenVersion` (the version
   * the caller's session was checked at), only if the tokens are still at it: of two changes
   * racing, the second finds the version moved and changes nothing (undefined). Without it (a
   * reset link, which no session holds), at once.
   */
  changePassword(id: string, passwordHash: string, tokenVersion?: number) {
    let query = this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id);
    if (tokenVersion !== undefined) query = query.where('token_version', '=', tokenVersion);
    return query.returningAll().executeTakeFirst();
  }

  markEmailVerified(id: string, email: string, at: Date) {
    return this.db
      .updateTable('users')
      .set({ email, email_verified_at: at, email_released_at: null, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
