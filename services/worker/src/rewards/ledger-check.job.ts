import type { JobPayloads } from '@wishwall/contracts/queues';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { HandlerRegistration } from '@wishwall/events/job-registry';

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
