import type { DomainEvent } from '@wishwall/contracts/domain-events';
import type { Db } from '@wishwall/db/database';
import { formatMicros } from '@wishwall/domain/money';
import type { LedgerService } from './ledger.service.ts';

/**
 * Told after a transaction that moved a user's money committed, so their open wallet tabs
 * refresh. It never throws: the money has moved whatever happens to the push.
 */
export type WalletChanged = (userId: string) => Promise<void>;

/** What every money-moving flow is built from. */
export interface WalletFlowDeps {
  db: Db;
  ledger: LedgerService;
  changed: WalletChanged;
}

/** Where live-state events go: the event stream (EventStreamWriter), which envelopes them. */
export interface LiveEventSink {
  appendLive(event: DomainEvent): Promise<void>;
}

/**
 * Pushes the wallet's absolute balance and version after each change
 * (docs/architecture.md#live-state-skips-the-outbox: live state skips the outbox; a lost push is
 * healed by the next one or by the tab's own fetch).
 */
export function pushWalletChanges(
  ledger: LedgerService,
  sink: LiveEventSink,
  onError: (error: unknown) => void,
): WalletChanged {
  return async (userId) => {
    try {
      const wallet = await ledger.wallet(userId);
      await sink.appendLive({
        type: 'wallet.changed',
        payload: { userId, balance: formatMicros(wallet.balance), version: wallet.version },
      });
    } catch (error) {
      onError(error);
    }
  };
}
