import { describe, expect, it } from 'vitest';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const ctx = useTestContext();
const running = useWorkerApp(ctx);

describe('mail.raffle-won', () => {
  it("tells the round's winner, in their language, what the draw recorded", async () => {
    const author = await createUser(ctx.db, 'Gana Dora');
    await new UserRepository(ctx.db).update(author.id, { language: 'es' });
    const operator = await createUser(ctx.db, 'Operator');
    const draft = await createDraftWish(ctx.db, author.id);
    const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
    await ctx.db.transaction().execute(async (trx) => {
      const rounds = new RaffleRoundRepository(trx);
      await rounds.closeIfDue(new Date(Date.now() + 31 * 86_400_000));
      const draw = await new RaffleDrawRepository(trx).record({
        round: 1,
        wish_id: wish.id,
        operator_id: operator.id,
        likes: 12,
        top_ten: '[]',
      });
      await rounds.markDrawn(1);
      // The job reads the draw, not this payload: its likes are not what it mails.
      await new OutboxRepository(trx).add({
        type: 'raffle.drawn',
        payload: { round: 1, wishId: wish.id, likes: 999, drawnAt: draw.drawn_at.toISOString() },
      });
    });
    const mail = await running.catcher.waitFor((m) => m.to.includes(author.email), 15_000);
    expect(mail.subject).toBe('Tu deseo ha ganado la ronda 1 del sorteo de Wishwall');
    expect(mail.text).toContain('con 12 me gusta. El premio es de 10.000,00\u00a0US$.');
    expect(mail.text).toContain('/es/prize-and-raffle-base');
  });
});
