import { UnrecoverableError } from 'bullmq';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { GIFT_LINK_VALID_DAYS } from '@wishwall/contracts/constants';
import { GiftClaimTokenRepository } from '@wishwall/db/repositories/gift-claim-token.repository';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintToken } from '@wishwall/security/secrets';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { giftReceivedMail } from './templates/gift-received-mail.template.ts';

/**
 * Tells the receiver of a gifted wish, in their language when they have an account (else in
 * the giver's), with a link to publish or to register with the address the gift waits for.
 * The register link carries a single-use token minted here (only its hash is stored, so its
 * plaintext exists only in this mail; a retry mints another): registering through it proves
 * the address, so the receiver publishes at once (decision 0041).
 */
export function giftReceivedMailJob({
  db,
  mailer,
  hasher,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.gift-received'> {
  return {
    name: 'mail.gift-received',
    async handle(event) {
      const gift = await new GiftedWishRepository(db).findById(event.payload.giftId);
      if (!gift) throw new UnrecoverableError(`gift ${event.payload.giftId} does not exist`);
      // Given back when its receiver closed the account: nobody to tell (decision 0050).
      if (gift.returned_at) throw new JobSkipped(`gift ${gift.id} was returned to its giver`);
      // The mail names its giver: never one the gift was not bought by.
      if (gift.giver_user_id !== event.payload.giverUserId) {
        throw new JobSkipped(`gift ${gift.id} was not bought by user ${event.payload.giverUserId}`);
      }
      const giver = await findRecipient(db, event.payload.giverUserId, {
        closedToo: true,
      });
      const users = new UserRepository(db);
      // A bound gift is its account's, wherever that account's address has moved since.
      const receiver = gift.receiver_user_id
        ? await users.findById(gift.receiver_user_id)
        : await users.findByEmail(gift.receiver_email);
      const language = receiver?.language ?? giver.language;
      let url = `${config.publicUrl}/${language}`;
      if (!receiver) {
        const token = mintToken();
        await new GiftClaimTokenRepository(db).create({
          gift_id: gift.id,
          token_hash: hasher.hash(token),
          expires_at: new Date(Date.now() + GIFT_LINK_VALID_DAYS * 24 * 3600_000),
          used_at: null,
        });
        const query = new URLSearchParams({ email: gift.receiver_email, gift_token: token });
        url = `${config.publicUrl}/${language}/register?${query}`;
      }
      await mailer.send({
        to: receiver?.email ?? gift.receiver_email,
        ...giftReceivedMail(language, {
          giverName: giver.name,
          receiverName: receiver?.name ?? null,
          hasAccount: Boolean(receiver),
          url,
        }),
      });
    },
  };
}
