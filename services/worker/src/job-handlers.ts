import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { JOB_QUEUE, type JobPayloads } from '@wishwall/contracts/queues';
import { LedgerService } from '@wishwall/core/ledger.service';
import { RaffleCloseService } from '@wishwall/core/raffle-close.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import type { Db } from '@wishwall/db/database';
import { PAID_PAYOUT_RECHECK_EVERY_MS } from '@wishwall/domain/withdrawal';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { buildJobRegistry } from '@wishwall/events/job-registry';
import { PaymentFulfilment } from '@wishwall/payments/payment-fulfilment.service';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { PaymentReconciler } from '@wishwall/payments/payment-reconciler';
import { PaymentRefunds } from '@wishwall/payments/payment-refund.service';
import { PayoutNotSent, type PayoutProvider } from '@wishwall/payments/payout-provider';
import { createPayoutProvider } from '@wishwall/payments/payout-providers';
import { PayoutService } from '@wishwall/payments/payout.service';
import { SecretHasher } from '@wishwall/security/secrets';
import { contactAcknowledgementMailJob } from './mail/contact-acknowledgement-mail.job.ts';
import { contactMessageMailJob } from './mail/contact-message-mail.job.ts';
import { emailVerificationMailJob } from './mail/email-verification-mail.job.ts';
import { giftReceivedMailJob } from './mail/gift-received-mail.job.ts';
import type { MailJobDeps } from './mail/mail-job-deps.ts';
import type { MailSender } from './mail/mail-transport.ts';
import { raffleWonMailJob } from './mail/raffle-won-mail.job.ts';
import { accountClosedMailJob } from './mail/account-closed-mail.job.ts';
import { passwordChangedMailJob } from './mail/password-changed-mail.job.ts';
import { secondFactorChangedMailJob } from './mail/second-factor-changed-mail.job.ts';
import { payoutDestinationChangedMailJob } from './mail/payout-destination-changed-mail.job.ts';
import { passwordResetMailJob } from './mail/password-reset-mail.job.ts';
import { emailChangedMailJob } from './mail/email-changed-mail.job.ts';
import { twoFactorCodeMailJob } from './mail/two-factor-code-mail.job.ts';
import { welcomeMailJob } from './mail/welcome-mail.job.ts';
import { withdrawalDecidedMailJob } from './mail/withdrawal-decided-mail.job.ts';
import { withdrawalRequestedMailJob } from './mail/withdrawal-requested-mail.job.ts';
import { paymentsPayoutJobs } from './payments/payments-payout.jobs.ts';
import { paymentsCloseRoundJob } from './payments/payments-close-round.job.ts';
import { paymentsReconcileJob } from './payments/payments-reconcile.job.ts';
import { paymentsRefundJob } from './payments/payments-refund.job.ts';
import { ledgerCheckJob } from './rewards/ledger-check.job.ts';
import { referralRewardJobs } from './rewards/referral-reward.jobs.ts';

/** Where withdrawals are off, nothing is ever sent: a payout job fails, an operator sees why. */
const withdrawalsOff: PayoutProvider = {
  name: 'paypal',
  paidRecheckEveryMs: PAID_PAYOUT_RECHECK_EVERY_MS,
  send: () => Promise.reject(new PayoutNotSent('Withdrawals are off: PayPal is not configured')),
  item: () => Promise.reject(new PayoutNotSent('Withdrawals are off: PayPal is not configured')),
};

export interface JobHandlersDeps {
  config: Config;
  db: Db;
  /** Where a reward's wallet push goes. */
  stream: EventStreamWriter;
  mailer: MailSender;
  logger: Logger;
}

/**
 * Every job's handler, with the services they run: mail, payments, referral rewards and the
 * ledger check. The registry refuses a job with no handler or two, so the worker fails at start
 * rather than leaving a job to wait forever.
 */
export function createJobHandlers({ config, db, stream, mailer, logger }: JobHandlersDeps) {
  const mailDeps: MailJobDeps = { db, mailer, hasher: new SecretHasher(config.jwtSecret), config };
  const providers = new PaymentProviders(config.payments, db, config.publicUrl);
  const reconciler = new PaymentReconciler(db, new PaymentFulfilment(db, providers));
  const ledger = new LedgerService(db, (account) =>
    logger.error(
      { alert: 'wallet_inconsistent', account },
      'ledger account balance is not its entries',
    ),
  );
  const changed = pushWalletChanges(ledger, stream, (error) =>
    logger.warn({ err: error }, 'wallet push failed'),
  );
  const rewards = new ReferralRewardService({ db, ledger, changed });
  const payouts = new PayoutService({
    db,
    ledger,
    changed,
    provider: createPayoutProvider(config.payments) ?? withdrawalsOff,
    alert: (alert, fields) => logger.error({ alert, ...fields }, 'payout needs an operator'),
  });
  return buildJobRegistry<JobPayloads>(Object.keys(JOB_QUEUE) as (keyof JobPayloads & string)[], [
    welcomeMailJob(mailDeps),
    emailVerificationMailJob(mailDeps),
    twoFactorCodeMailJob(mailDeps),
    passwordChangedMailJob(mailDeps),
    accountClosedMailJob(mailDeps),
    secondFactorChangedMailJob(mailDeps),
    passwordResetMailJob(mailDeps),
    emailChangedMailJob(mailDeps),
    paymentsReconcileJob(reconciler, logger),
    paymentsRefundJob(new PaymentRefunds(db, providers), logger),
    paymentsCloseRoundJob(new RaffleCloseService(db), logger),
    giftReceivedMailJob(mailDeps),
    contactMessageMailJob(mailDeps),
    contactAcknowledgementMailJob(mailDeps),
    withdrawalRequestedMailJob(mailDeps),
    withdrawalDecidedMailJob(mailDeps),
    payoutDestinationChangedMailJob(mailDeps),
    ...paymentsPayoutJobs(payouts, db, logger),
    raffleWonMailJob(mailDeps),
    ...referralRewardJobs(rewards),
    ledgerCheckJob(ledger),
  ]);
}
