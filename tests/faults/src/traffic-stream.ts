import { setTimeout as sleep } from 'node:timers/promises';
import type { ReactResultDto, ReactionType } from '@wishwall/contracts/wish.dto';
import type { ApiClient } from './api-client.ts';
import type { FaultFixtures } from './fault-fixtures.ts';
import { publishWish } from './publish-flow.ts';
import { signUp } from './sign-up.ts';
import type { WriteLedger } from './write-ledger.ts';

/** Between one reactor's presses: 16 reactors make about 50 presses a second. */
const PRESS_GAP_MS = 300;
const SIGN_UP_GAP_MS = 400;
const PUBLISH_GAP_MS = 700;
const WALL_READ_GAP_MS = 500;
/**
 * Each reactor's presses on one wish follow this pattern: a repeated type removes the vote,
 * another type switches it, so inserts, switches and removals all happen under the fault.
 */
const PRESS_PATTERN: readonly ReactionType[] = [
  'like',
  'like',
  'heart',
  'dislike',
  'heart',
  'like',
];

export interface TrafficStream {
  /** Stops sending and resolves once every call in flight has been answered or given up. */
  stop(): Promise<void>;
}

/**
 * A steady stream of the product's writes over its real API, one lane per kind: every
 * reactor presses the target wishes in turn, one lane signs new users up, one publishes the
 * fixtures' publishers one by one (retrying a failed publication), and one reads the wall.
 * Each lane sends one call at a time, so the traffic is bounded however slow the product is.
 */
export function startTrafficStream(options: {
  client: ApiClient;
  fixtures: FaultFixtures;
  ledger: WriteLedger;
  captchaAnswer: string;
}): TrafficStream {
  const { client, fixtures, ledger } = options;
  let running = true;

  const react = async (reactorIndex: number) => {
    const reactor = fixtures.reactors[reactorIndex]!;
    const wishCount = fixtures.targetWishIds.length;
    for (let press = 0; running; press++) {
      const wishId = fixtures.targetWishIds[(reactorIndex + press) % wishCount]!;
      const visit = Math.floor(press / wishCount) + reactorIndex;
      const type = PRESS_PATTERN[visit % PRESS_PATTERN.length]!;
      ledger.pressSent(reactor.userId, wishId);
      const answer = await client.call<ReactResultDto>({
        kind: 'reaction',
        method: 'POST',
        path: `/v1/wishes/${wishId}/react`,
        token: reactor.token,
        address: reactor.address,
        body: { reaction_type: type },
      });
      if (answer.ok) {
        ledger.pressAcknowledged(reactor.userId, wishId, answer.data.vote?.reaction_type ?? null);
      }
      await sleep(PRESS_GAP_MS);
    }
  };

  const signUps = async () => {
    for (let index = fixtures.nextAccountIndex; running; index++) {
      const account = await signUp(client, {
        index,
        label: 'streamed',
        captchaAnswer: options.captchaAnswer,
      });
      if (account) ledger.signUps.push({ userId: account.userId, email: account.email });
      await sleep(SIGN_UP_GAP_MS);
    }
  };

  const publishes = async () => {
    for (const publisher of fixtures.publishers) {
      while (running) {
        const wishId = await publishWish(client, publisher);
        await sleep(PUBLISH_GAP_MS);
        if (wishId) {
          ledger.publishedWishIds.push(wishId);
          break;
        }
      }
    }
  };

  const wallReads = async () => {
    while (running) {
      await client.call({ kind: 'wall', method: 'GET', path: '/v1/wishes?page=1' });
      await sleep(WALL_READ_GAP_MS);
    }
  };

  const lanes = Promise.all([
    ...fixtures.reactors.map((_, index) => react(index)),
    signUps(),
    publishes(),
    wallReads(),
  ]);
  return {
    stop: async () => {
      running = false;
      await lanes;
    },
  };
}
