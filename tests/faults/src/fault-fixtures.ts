import { mapBounded } from '@wishwall/testing/bounded-pool';
import type { ApiClient } from './api-client.ts';
import type { FaultTruthRepository } from './fault-truth.repository.ts';
import { signUp, type FaultAccount } from './sign-up.ts';
import type { WriteLedger } from './write-ledger.ts';

const REACTORS = 16;
const PUBLISHERS = 12;
const TARGET_WISHES = 4;
/** Sign-up hashes a password with argon2 on the product's two cores: more only queue. */
const SIGN_UP_CONCURRENCY = 3;

export interface FaultFixtures {
  reactors: FaultAccount[];
  /** Users with nothing published yet, who publish one by one during the fault. */
  publishers: FaultAccount[];
  /** Published wishes of the demo seed the reactors press and the viewers watch. */
  targetWishIds: string[];
  /** The first account index the traffic stream may use (one client address per index). */
  nextAccountIndex: number;
}

/**
 * The users and wishes a fault run needs before the fault, made through the real API; their
 * sign-ups count as acknowledged writes (and mail) like any other.
 */
export async function createFaultFixtures(options: {
  client: ApiClient;
  truth: FaultTruthRepository;
  ledger: WriteLedger;
  captchaAnswer: string;
}): Promise<FaultFixtures> {
  const { client, ledger, captchaAnswer } = options;
  const accounts = await mapBounded(
    Array.from({ length: REACTORS + PUBLISHERS }, (_, index) => index + 1),
    SIGN_UP_CONCURRENCY,
    async (index) => {
      const account = await signUp(client, { index, label: 'fixture', captchaAnswer });
      if (!account) throw new Error(`signing up fixture user ${index} failed`);
      ledger.signUps.push({ userId: account.userId, email: account.email });
      return account;
    },
  );
  return {
    reactors: accounts.slice(0, REACTORS),
    publishers: accounts.slice(REACTORS),
    targetWishIds: await options.truth.firstPublishedWishIds(TARGET_WISHES),
    nextAccountIndex: accounts.length + 1,
  };
}
