import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { AppError } from '@wishwall/contracts/app-error';
import { endSessions } from '@wishwall/core/session-ends';
import type { Db, DbExecutor } from '@wishwall/db/database';
import { PasskeyRepository } from '@wishwall/db/repositories/passkey.repository';
import { WebauthnChallengeRepository } from '@wishwall/db/repositories/webauthn-challenge.repository';
import type { PasskeyRow } from '@wishwall/db/tables/passkey.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { WebauthnChallengeRow } from '@wishwall/db/tables/webauthn-challenge.table';
import { secondFactorChanged } from './authenticator.service.ts';

/** How long a challenge may be answered: the browser's prompt waits `PROMPT_MS` of it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
const PROMPT_MS = 2 * 60_000;
/** Passkeys one account may hold. */
export const MAX_PASSKEYS = 10;
const RP_NAME = 'Wishwall';

const invalidPasskey = () =>
  new AppError('invalid_passkey', 'This passkey was not accepted; try again');
const notFound = () => new AppError('passkey_not_found', 'No such passkey');

/** Where passkeys are bound: the relying party is the public URL's host. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

/** A passkey as its owner sees it. */
export interface PasskeySummary {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  backed_up: boolean;
  synced: boolean;
  transports: string[];
}

export function passkeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    backed_up: row.backed_up,
    synced: row.device_type === 'multiDevice',
    transports: row.transports,
  };
}

/** A name as typed: trimmed, inner runs of spaces and control characters made one space. */
export function normalizePasskeyName(input: string): string {
  // eslint-disable-next-line no-control-regex
  const name = input.replace(/[\u0000-\u001f\u007f\s]+/gu, ' ').trim();
  if (name.length === 0 || name.length > 60) {
    throw new AppError('validation_failed', 'A passkey’s name has 1 to 60 characters');
  }
  return name;
}

/** The challenge a browser's answer carries back (clientDataJSON), or undefined if unreadable. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Which challenge an assertion must answer, and what the row must be bound to. */
interface AssertionExpectation {
  purpose: 'second_factor' | 'passwordless' | 'proof';
  /** The challenge row is the one handed to this caller (its user, session or attempt). */
  boundTo(row: WebauthnChallengeRow): boolean;
  requireUserVerification: boolean;
}

/**
 * Passkeys (docs/decisions/0053-passkeys.md): WebAuthn credentials registered from the
 * security tab, accepted as the second factor after a password, as a current factor for
 * changes, and alone (discoverable, with user verification) as a sign-in of two factors.
 * Every challenge is stored in Postgres and spent once; a counter only moves forward.
 */
export class PasskeyService {
  private readonly db: Db;
  private readonly rp: RelyingParty;

  constructor(db: Db, rp: RelyingParty) {
    this.db = db;
    this.rp = rp;
  }

  list(userId: string): Promise<PasskeyRow[]> {
    return new PasskeyRepository(this.db).listFor(userId);
  }

  /** Options to create a passkey, for the signed-in session `jti`. */
  async registrationOptions(
    user: UserRow,
    jti: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const passkeys = await this.list(user.id);
    if (passkeys.length >= MAX_PASSKEYS) {
      throw new AppError('validation_failed', `An account holds at most ${MAX_PASSKEYS} passkeys`);
    }
    const handle = await this.userHandle(user);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rp.id,
      userID: Buffer.from(handle, 'base64url'),
      userName: user.email,
      userDisplayName: user.name,
      timeout: PROMPT_MS,
      attestationType: 'none',
      excludeCredentials: passkeys.map(credentialRef),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, 'register', {
      user_id: user.id,
      session_jti: jti,
    });
    return options;
  }

  /**
   * Adds the passkey the browser just created, answering the options this session was given;
   * the owner is told by mail and every other session ends (decision 0036).
   */
  async register(user: UserRow, jti: string, name: string, response: RegistrationResponseJSON) {
    const label = normalizePasskeyName(name);
    const challenge = await this.takeChallenge(response.response.clientDataJSON, 'register');
    if (challenge.user_id !== user.id || challenge.session_jti !== jti) throw invalidPasskey();
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const }));
    if (!verified.verified) throw invalidPasskey();
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    return this.db.transaction().execute(async (trx) => {
      const passkeys = new PasskeyRepository(trx);
      await passkeys.lockOwner(user.id);
      if ((await passkeys.listFor(user.id)).length >= MAX_PASSKEYS) {
        throw new AppError(
          'validation_failed',
          `An account holds at most ${MAX_PASSKEYS} passkeys`,
        );
      }
      const row = await passkeys.add({
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp,
        transports: credential.transports ?? response.response.transports ?? [],
        name: label,
      });
      if (!row) {
        throw new AppError('passkey_already_registered', 'This passkey is already registered');
      }
      await secondFactorChanged(trx, user.id, 'passkey_added');
      return { passkey: row, user: await this.endOtherSessions(trx, user, jti) };
    });
  }

  async rename(userId: string, id: string, name: string): Promise<PasskeyRow> {
    const row = await new PasskeyRepository(this.db).rename(userId, id, normalizePasskeyName(name));
    if (!row) throw notFound();
    return row;
  }

  /** Removes a passkey (the caller proved a current factor); every other session ends. */
  async remove(user: UserRow, jti: string, id: string): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const passkeys = new PasskeyRepository(trx);
      await passkeys.lockOwner(user.id);
      if (!(await passkeys.remove(user.id, id))) throw notFound();
      await secondFactorChanged(trx, user.id, 'passkey_removed');
      return this.endOtherSessions(trx, user, jti);
    });
  }

  /** Options to prove one of the account's passkeys after the password, for one attempt. */
  secondFactorOptions(userId: string, attemptId: string) {
    return this.assertionOptions(userId, 'preferred', 'second_factor', {
      user_id: userId,
      attempt_id: attemptId,
    });
  }

  /** Options to prove one of the account's passkeys again, for the signed-in session `jti`. */
  proofOptions(userId: string, jti: string) {
    return this.assertionOptions(userId, 'preferred', 'proof', {
      user_id: userId,
      session_jti: jti,
    });
  }

  /** Options for a sign-in without a password: any discoverable passkey of this site. */
  passwordlessOptions() {
    return this.assertionOptions(undefined, 'required', 'passwordless', {});
  }

  /** Checks a passkey after the password for the attempt `attemptId` of `userId`. */
  verifySecondFactor(userId: string, attemptId: string, response: AuthenticationResponseJSON) {
    return this.verifyAssertion(response, {
      purpose: 'second_factor',
      boundTo: (row) => row.user_id === userId && row.attempt_id === attemptId,
      requireUserVerification: false,
    });
  }

  /** Checks a passkey of `userId` as a current factor of the session `jti`. */
  verifyProof(userId: string, jti: string, response: AuthenticationResponseJSON) {
    return this.verifyAssertion(response, {
      purpose: 'proof',
      boundTo: (row) => row.user_id === userId && row.session_jti === jti,
      requireUserVerification: false,
    });
  }

  /** Checks a discoverable passkey with user verification; answers whose it is. */
  verifyPasswordless(response: AuthenticationResponseJSON) {
    return this.verifyAssertion(response, {
      purpose: 'passwordless',
      boundTo: (row) => row.user_id === null,
      requireUserVerification: true,
    });
  }

  private async assertionOptions(
    userId: string | undefined,
    userVerification: 'preferred' | 'required',
    purpose: AssertionExpectation['purpose'],
    binding: { user_id?: string; session_jti?: string; attempt_id?: string },
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = userId ? await this.list(userId) : [];
    if (userId && passkeys.length === 0) throw invalidPasskey();
    const options = await generateAuthenticationOptions({
      rpID: this.rp.id,
      timeout: PROMPT_MS,
      userVerification,
      ...(userId && { allowCredentials: passkeys.map(credentialRef) }),
    });
    await this.storeChallenge(options.challenge, purpose, binding);
    return options;
  }

  /**
   * The challenge is spent first (one request of any number carrying it goes on), then the
   * signature is checked against the stored key and the counter moved forward atomically.
   */
  private async verifyAssertion(
    response: AuthenticationResponseJSON,
    expected: AssertionExpectation,
  ): Promise<{ passkey: PasskeyRow; userVerified: boolean }> {
    const challenge = await this.takeChallenge(response.response.clientDataJSON, expected.purpose);
    if (!expected.boundTo(challenge)) throw invalidPasskey();
    const passkeys = new PasskeyRepository(this.db);
    const passkey = await passkeys.findByCredentialId(response.id);
    if (!passkey) throw invalidPasskey();
    if (challenge.user_id !== null && passkey.user_id !== challenge.user_id) throw invalidPasskey();
    if (expected.purpose === 'passwordless') {
      // A discoverable credential names its user: it must be the handle this account was given.
      const handle = response.response.userHandle;
      const owner = await passkeys.userHandleOf(passkey.user_id);
      if (!handle || handle !== owner) {
        throw invalidPasskey();
      }
    }
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: this.rp.origin,
      expectedRPID: this.rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: expected.requireUserVerification,
    }).catch(() => undefined);
    if (!verified?.verified) throw invalidPasskey();
    const { newCounter, credentialBackedUp, userVerified } = verified.authenticationInfo;
    const moved = await passkeys.recordUse(passkey.id, {
      counter: newCounter,
      backedUp: credentialBackedUp,
      at: new Date(),
    });
    if (!moved) throw invalidPasskey();
    return { passkey, userVerified };
  }

  private async storeChallenge(
    challenge: string,
    purpose: WebauthnChallengeRow['purpose'],
    binding: { user_id?: string; session_jti?: string; attempt_id?: string },
  ): Promise<void> {
    const now = new Date();
    await new WebauthnChallengeRepository(this.db).add(
      {
        challenge,
        purpose,
        user_id: binding.user_id ?? null,
        session_jti: binding.session_jti ?? null,
        attempt_id: binding.attempt_id ?? null,
        expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
      },
      now,
    );
  }

  private async takeChallenge(
    clientDataJSON: string,
    purpose: WebauthnChallengeRow['purpose'],
  ): Promise<WebauthnChallengeRow> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge) throw invalidPasskey();
    const row = await new WebauthnChallengeRepository(this.db).take(challenge, purpose, new Date());
    if (!row) throw invalidPasskey();
    return row;
  }

  /** The account's WebAuthn user handle, made (32 random bytes) the first time. */
  private async userHandle(user: UserRow): Promise<string> {
    if (user.webauthn_user_id) return user.webauthn_user_id;
    return new PasskeyRepository(this.db).ensureUserHandle(
      user.id,
      randomBytes(32).toString('base64url'),
    );
  }

  private async endOtherSessions(trx: DbExecutor, user: UserRow, keptJti: string) {
    const ended = await endSessions(trx, user.id, {
      expectedVersion: user.token_version,
      keptJti,
    });
    // Another account change ended this session first.
    if (!ended) throw new AppError('unauthorized', 'Sign in to continue');
    return ended;
  }
}

function credentialRef(passkey: PasskeyRow) {
  return {
    id: passkey.credential_id,
    transports: passkey.transports as AuthenticatorTransport[],
  };
}
