import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashing } from '@wishwall/config/password-hashing';

/**
 * Argon2id (the library's default algorithm) at the configured cost. Each hash carries the
 * cost it was made with (`$argon2id$v=19$m=…,t=…,p=…$…`), so a hash made before a change of
 * cost still verifies after it.
 */
export class PasswordHasher {
  private readonly options: { memoryCost: number; timeCost: number; parallelism: number };
  /** Hash of a random password, verified against when an e-mail is unknown: same cost. */
  private readonly decoy: Promise<string>;

  constructor(cost: PasswordHashing) {
    this.options = {
      memoryCost: cost.memoryKib,
      timeCost: cost.iterations,
      parallelism: cost.parallelism,
    };
    this.decoy = hash(crypto.randomUUID(), this.options);
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
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
