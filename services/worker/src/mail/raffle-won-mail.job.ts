import { UnrecoverableError } from 'bullmq';
import { LEGAL_DOCUMENT_SLUGS } from '@wishwall/contracts/legal-document.dto';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { formatMoney } from '@wishwall/domain/money-text';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { raffleWonMail } from './templates/raffle-won-mail.template.ts';

/**
 * Tells a round's winner their wish won (decision 0044). Who won, with how many likes, and the
 * prize are read from the draw and the round in Postgres, never from the job.
 */
export function raffleWonMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.raffle-won'> {
  return {
    name: 'mail.raffle-won',
    async handle(event) {
      const { round: number } = event.payload;
      const [draw, round] = await Promise.all([
        new RaffleDrawRepository(db).find(number),
        new RaffleRoundRepository(db).find(number),
      ]);
      if (!draw || !round) throw new UnrecoverableError(`round ${number} was not drawn`);
      const wish = await new WishRepository(db).findById(draw.wish_id);
      if (!wish) throw new UnrecoverableError(`wish ${draw.wish_id} does not exist`);
      // A closed winner has no address to tell (skipped): the prize is held for a claim
      // (decision 0044).
      const user = await findRecipient(db, wish.user_id);
      await mailer.send({
        to: user.email,
        ...raffleWonMail(user.language, {
          name: user.name,
          round: number,
          likes: draw.likes,
          prize: formatMoney(BigInt(round.prize), user.language),
          resultUrl: `${config.publicUrl}/${user.language}/${LEGAL_DOCUMENT_SLUGS.prize_and_raffle_base}`,
        }),
      });
    },
  };
}
