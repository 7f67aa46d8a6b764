import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm) at OWASP's recommended minimum: 19 MiB of
 * memory, 2 iterations, 1 lane.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export class PasswordHasher {
  /** Hash of a random password, verified against when an e-mail is unknown: same cost. */
  private readonly decoy: Promise<string>;

  constructor() {
    this.decoy = hash(crypto.randomUUID(), OPTIONS);
  }

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  /**
   * Verifies `password` against `passwordHash`, or against a decoy when there is no user, so
   * an unknown e-mail takes as long as a wrong password.
   */
  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    const target = passwordHash?.startsWith('$argon2') ? passwordHash : await this.decoy;
    const ok = await verify(target, password).catch(() => false);
    return ok && target === passwordHash;
  }
}
