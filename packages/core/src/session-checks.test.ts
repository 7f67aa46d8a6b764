import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { SESSION_CHECK_BATCH, SESSION_CHECKS_IN_FLIGHT, SessionChecks } from './session-checks.ts';

const ctx = useTestContext();

/** The real repository on the real database, noting the size of each statement it runs. */
class CountedUsers extends UserRepository {
  readonly statements: number[] = [];

  override findSessionsUnlessRevoked(sessions: readonly { userId: string; jti: string }[]) {
    this.statements.push(sessions.length);
    return super.findSessionsUnlessRevoked(sessions);
  }
}

async function revokedSession() {
  const user = await createUser(ctx.db);
  const jti = randomUUID();
  await ctx.db
    .insertInto('revoked_tokens')
    .values({ jti, user_id: user.id, expires_at: new Date(Date.now() + 60_000) })
    .execute();
  return { userId: user.id, jti };
}

describe('SessionChecks', () => {
  it('asks the checks of one turn in one statement, each answered with its own user', async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => createUser(ctx.db)));
    const sessions = users.map((user) => ({ userId: user.id, jti: randomUUID() }));
    const revoked = await revokedSession();
    const repository = new CountedUsers(ctx.db);
    const checks = new SessionChecks(repository);

    const [answers, again, revokedAnswer, nobody] = await Promise.all([
      Promise.all(sessions.map((s) => checks.check(s.userId, s.jti))),
      // The same sessions asked again in the same turn: asked once.
      Promise.all(sessions.map((s) => checks.check(s.userId, s.jti))),
      checks.check(revoked.userId, revoked.jti),
      checks.check('999999999999', randomUUID()),
    ]);

    expect(repository.statements).toEqual([42]);
    expect(answers.map((user) => user?.id)).toEqual(users.map((user) => user.id));
    expect(answers[7]).toEqual(users[7]);
    expect(again).toEqual(answers);
    expect(revokedAnswer).toBeUndefined();
    expect(nobody).toBeUndefined();
  });

  it('splits a turn past a statement’s size; a later turn is a statement of its own', async () => {
    const user = await createUser(ctx.db);
    const repository = new CountedUsers(ctx.db);
    const checks = new SessionChecks(repository);
    const many = SESSION_CHECK_BATCH * 2 + 100;

    const answers = await Promise.all(
      Array.from({ length: many }, (_, i) =>
        checks.check(i === many - 1 ? user.id : String(900_000_000_000 + i), randomUUID()),
      ),
    );
    expect(repository.statements).toEqual([SESSION_CHECK_BATCH, SESSION_CHECK_BATCH, 100]);
    expect(answers.filter(Boolean).map((found) => found?.id)).toEqual([user.id]);

    expect((await checks.check(user.id, randomUUID()))?.id).toBe(user.id);
    expect(repository.statements).toHaveLength(4);
  });

  it('while two statements run, the checks asked meanwhile wait and go out together', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx.db)));
    const gate = Promise.withResolvers<undefined>();
    let running = 0;
    let mostAtOnce = 0;
    class HeldUsers extends UserRepository {
      readonly statements: number[] = [];

      override async findSessionsUnlessRevoked(
        sessions: readonly { userId: string; jti: string }[],
      ) {
        this.statements.push(sessions.length);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate.promise;
        try {
          return await super.findSessionsUnlessRevoked(sessions);
        } finally {
          running -= 1;
        }
      }
    }
    const repository = new HeldUsers(ctx.db);
    const checks = new SessionChecks(repository);

    // Five turns of ten checks each; the first two turns' statements are held open.
    const answers: Promise<unknown>[] = [];
    for (let turn = 0; turn < 5; turn++) {
      for (const user of users.slice(turn * 10, turn * 10 + 10)) {
        answers.push(checks.check(user.id, randomUUID()));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(repository.statements).toEqual([10, 10]);
    gate.resolve(undefined);
    const found = (await Promise.all(answers)) as { id: string }[];

    expect(repository.statements).toEqual([10, 10, 30]);
    expect(mostAtOnce).toBe(SESSION_CHECKS_IN_FLIGHT);
    expect(found.map((user) => user.id)).toEqual(users.map((user) => user.id));
  });

  it('a statement that fails fails the checks it held; the next turn asks again', async () => {
    const user = await createUser(ctx.db);
    const checks = new SessionChecks(new UserRepository(ctx.db));
    // Claims are checked for shape before a session is asked; a token id that is no UUID
    // would fail its whole statement, which is why.
    const failed = await Promise.allSettled([
      checks.check(user.id, randomUUID()),
      checks.check(user.id, 'not-a-uuid'),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    expect((await checks.check(user.id, randomUUID()))?.id).toBe(user.id);
  });
});
