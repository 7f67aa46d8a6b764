import type { JobPayloads } from '@wishwall/contracts/queues';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { HandlerRegistration } from '@wishwall/events/job-registry';

/** Every five minutes (see the scheduler in worker-app.ts). */
export const LEDGER_CHECK_EVERY_MS = 5 * 60_000;

/** Recomputes every account from its entries; the ledger alerts on each mismatch it finds. */
export function ledgerCheckJob(
  ledger: LedgerService,
): HandlerRegistration<JobPayloads, 'rewards.ledger-check'> {
  return {
    name: 'rewards.ledger-check',
    async handle() {
      await ledger.checkConsistency();
    },
  };
}
