import { describe, expect, it } from 'vitest';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { SecretHasher } from '@wishwall/security/secrets';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const ctx = useTestContext();

const running = useWorkerApp(ctx);

async function giftTo(
  receiverEmail: string,
  giverLanguage: 'en' | 'es' = 'en',
  receiverUserId: string | null = null,
) {
  const giver = await createUser(ctx.db, 'Gina Giver');
  await new UserRepository(ctx.db).update(giver.id, { language: giverLanguage });
  const gift = await new GiftedWishRepository(ctx.db).create({
    giver_user_id: giver.id,
    receiver_email: receiverEmail,
    receiver_user_id: receiverUserId,
  });
  await new OutboxRepository(ctx.db).add({
    type: 'gift.bought',
    payload: { giftId: gift.id, giverUserId: giver.id },
  });
}

const mailTo = (address: string) =>
  running.catcher.waitFor((mail) => mail.to.includes(address), 10_000);

describe('gift mail', () => {
  it('sends someone without an account to register with the address, in the giver’s language', async () => {
    const address = `nuevo-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await giftTo(address, 'es');
    const mail = await mailTo(address);
    expect(mail.subject).toBe('Gina Giver te ha regalado un deseo en Wishwall');
    const href = /href="([^"]+\/register\?[^"]+)"/.exec(mail.html)?.[1] ?? '';
    const link = new URL(href.replaceAll('&amp;', '&'));
    expect(link.href.startsWith(`${ctx.config.publicUrl}/es/register?`)).toBe(true);
    expect(link.searchParams.get('email')).toBe(address);
    expect(mail.text).toContain('un usuario de Wishwall ha regalado un deseo a esta dirección');
    // The link's token is single-use and stored only as its keyed hash, for this gift.
    const token = link.searchParams.get('gift_token') ?? '';
    expect(token).toMatch(/^\S{20,}$/);
    const stored = await ctx.db.selectFrom('gift_claim_tokens').selectAll().execute();
    const mine = stored.filter(
      (row) => row.token_hash === new SecretHasher(ctx.config.jwtSecret).hash(token),
    );
    expect(mine).toHaveLength(1);
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);
    expect(mine[0]!.used_at).toBeNull();
    expect(mine[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it('sends an account holder to publish, in their own language', async () => {
    const receiver = await createUser(ctx.db, 'Rita');
    await new UserRepository(ctx.db).update(receiver.id, { language: 'es' });
    await giftTo(receiver.email, 'en');
    const mail = await mailTo(receiver.email);
    expect(mail.subject).toBe('Gina Giver te ha regalado un deseo en Wishwall');
    expect(mail.text).toContain('Hola, Rita:');
    expect(mail.html).toContain(`href="${ctx.config.publicUrl}/es"`);
    expect(mail.html).not.toContain('gift_token');
  });

  it('tells the account a gift is bound to at its address now, not at the one it left', async () => {
    const receiver = await createUser(ctx.db, 'Moved Away');
    const oldAddress = `left-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await giftTo(oldAddress, 'en', receiver.id);
    const mail = await mailTo(receiver.email);
    expect(mail.text).toContain('Hi Moved Away,');
    expect(running.catcher.messages().some((sent) => sent.to.includes(oldAddress))).toBe(false);
  });
});
