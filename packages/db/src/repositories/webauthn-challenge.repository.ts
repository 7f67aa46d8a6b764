import type { DbExecutor } from '../database.ts';
import type {
  NewWebauthnChallenge,
  WebauthnChallengePurpose,
  WebauthnChallengeRow,
} from '../tables/webauthn-challenge.table.ts';

/** Expired challenges removed per new one: the table stays small without a sweeper. */
const SWEEP_BATCH = 100;

/**
 * WebAuthn challenges (docs/decisions/0053-passkeys.md): each is spent by one DELETE …
 * RETURNING, so of any number of requests carrying it, one gets it and the others nothing.
 */
export class WebauthnChallengeRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  async add(challenge: NewWebauthnChallenge, now: Date): Promise<void> {
    await this.db.insertInto('webauthn_challenges').values(challenge).execute();
    await this.db
      .deleteFrom('webauthn_challenges')
      .where(
        'challenge',
        'in',
        this.db
          .selectFrom('webauthn_challenges')
          .select('challenge')
          .where('expires_at', '<=', now)
          .limit(SWEEP_BATCH),
      )
      .execute();
  }

  /**
   * Spends `challenge` if it was made for `purpose` and has not expired; the caller checks the
   * binding (user, session, attempt) on the row. Undefined when unknown, spent or expired.
   */
  take(
    challenge: string,
    purpose: WebauthnChallengePurpose,
    now: Date,
  ): Promise<WebauthnChallengeRow | undefined> {
    return this.db
      .deleteFrom('webauthn_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
  }
}
