import { payoutProviderOf, type Config } from '@wishwall/config/config';
import { LedgerService } from '@wishwall/core/ledger.service';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import {
  PayoutDestinationService,
  type VerifyPassword,
} from '@wishwall/core/payout-destination.service';
import { RafflePrizeService } from '../services/raffle-prize.service.ts';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import type { Db } from '@wishwall/db/database';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { createPayoutProvider } from '@wishwall/payments/payout-providers';
import { PayoutService } from '@wishwall/payments/payout.service';
import type { ApiInstance } from '../api-instance.ts';
import { GiftService } from '../services/gift.service.ts';
import { PaymentService } from '../services/payment.service.ts';
import { WalletService } from '../services/wallet.service.ts';

export interface MoneyServicesDeps {
  config: Config;
  db: Db;
  stream: EventStreamWriter;
  verifyPassword: VerifyPassword;
}

/**
 * Payments, the ledger and what moves money in it: wallets, withdrawals (and where they are
 * paid), gifts and operators' credits. Every movement pushes the wallet's new balance to its owner.
 */
export function moneyServices(
  app: ApiInstance,
  { config, db, stream, verifyPassword }: MoneyServicesDeps,
) {
  const paymentProviders = new PaymentProviders(config.payments, db, config.publicUrl);
  const payments = new PaymentService(db, paymentProviders, config.publicUrl);
  const ledger = new LedgerService(db, (account) =>
    app.log.error(
      { alert: 'wallet_inconsistent', account },
      'ledger account balance is not its entries',
    ),
  );
  const changed = pushWalletChanges(ledger, stream, (error) =>
    app.log.warn({ err: error }, 'wallet push failed'),
  );
  const payoutProvider = createPayoutProvider(config.payments);
  return {
    paymentProviders,
    /** Only for PayPal's webhooks here: sending is the worker's (the payout job). */
    payouts:
      payoutProvider &&
      new PayoutService({
        db,
        ledger,
        changed,
        provider: payoutProvider,
        alert: (alert, fields) => app.log.error({ alert, ...fields }, 'payout needs an operator'),
      }),
    payments,
    ledger,
    changed,
    wallets: new WalletService(db, ledger),
    withdrawals: new WithdrawalService(
      { db, ledger, changed },
      { withdrawalsOff: payoutProviderOf(config.payments) === 'off' ? 'no_payout_provider' : null },
    ),
    destinations: new PayoutDestinationService({ db, ledger }, verifyPassword),
    gifts: new GiftService({ db, ledger, changed }),
    credits: new OperatorCreditService({ db, ledger, changed }, config.credits),
    prizes: new RafflePrizeService({ db, ledger, changed }),
  };
}
export type MoneyServices = ReturnType<typeof moneyServices>;
