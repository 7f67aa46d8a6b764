import { randomBytes } from 'node:crypto';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { VoteRepository } from '@wishwall/db/repositories/vote.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import type { NewVote } from '@wishwall/db/tables/vote.table';
import { DEMO_PEOPLE } from './demo-people.ts';
import { DEMO_WISHES } from './demo-wishes.ts';

/**
 * Demo users can't log in: their password hash is not a hash of anything. Accounts arrive
 * with their own sign-up; the demo wall only needs authors and voters.
 */
const UNUSABLE_PASSWORD_HASH = '!demo-account-without-password';

/** Deterministic pseudo-random numbers, so every demo wall looks the same. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function emailOf(name: string, index: number) {
  const local = name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
  return `${local}.${index}@demo.wishwall.test`;
}

export interface SeedSummary {
  users: number;
  wishes: number;
  votes: number;
}

/**
 * Fills an empty wall: a demo author per wish (people repeat with other e-mails), each wish
 * published through the counter in the order of an invented history over the last 60 days,
 * and votes by the other demo users, skewed so a few wishes lead the top-10. History is
 * written directly, not through the publish service: it emits no live events.
 */
export async function seedDemoWall(db: Db): Promise<SeedSummary> {
  const random = mulberry32(20261121);
  const now = Date.now();
  const span = 60 * 24 * 3600 * 1000;
  const publicationTimes = DEMO_WISHES.map(() => now - Math.floor(random() * span)).sort(
    (a, b) => a - b,
  );
  return db.transaction().execute(async (trx) => {
    const users = new UserRepository(trx);
    const wishes = new WishRepository(trx);
    const counter = new WallCounterRepository(trx);

    const authored: { userId: string; wishId: string }[] = [];
    for (const [index, [wish, publishedTime]] of zip(DEMO_WISHES, publicationTimes).entries()) {
      const person = DEMO_PEOPLE[index % DEMO_PEOPLE.length] ?? { name: 'Demo', countryCode: 'US' };
      const user = await users.create({
        name: person.name,
        email: emailOf(person.name, index),
        password_hash: UNUSABLE_PASSWORD_HASH,
        referral_code: randomBytes(6).toString('hex'),
        country_code: person.countryCode,
        email_verified_at: new Date(now - span),
      });
      const publishedAt = new Date(publishedTime);
      const { published_count } = await counter.increment();
      const row = await wishes.create({
        user_id: user.id,
        content: wish.content,
        status: 'published',
        number_sequence: published_count,
        raffle_round: 1,
        created_at: new Date(publishedAt.getTime() - 60_000),
        updated_at: publishedAt,
        published_at: publishedAt,
      });
      authored.push({ userId: user.id, wishId: row.id });
    }

    const votes: NewVote[] = [];
    for (const { userId: author, wishId } of authored) {
      // A long tail: most wishes get a handful of votes, a few get many.
      const voters = Math.floor(random() ** 3 * 60);
      for (let v = 0; v < voters; v++) {
        const voter = authored[Math.floor(random() * authored.length)]?.userId;
        if (voter === undefined || voter === author) continue;
        const roll = random();
        const reaction: ReactionType = roll < 0.7 ? 'like' : roll < 0.92 ? 'heart' : 'dislike';
        votes.push({ wish_id: wishId, user_id: voter, reaction_type: reaction });
      }
    }
    const inserted = await new VoteRepository(trx).addMany(votes);
    await wishes.recountAllFromVotes();
    return { users: authored.length, wishes: authored.length, votes: inserted };
  });
}

function zip<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  return as.flatMap((a, i) => (i < bs.length ? [[a, bs[i] as B] as [A, B]] : []));
}
