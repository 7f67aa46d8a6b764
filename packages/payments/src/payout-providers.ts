import { payoutProviderOf, type PaymentsConfig } from '@wishwall/config/config';
import type { PayoutProvider } from './payout-provider.ts';
import { PayPalPayoutProvider } from './paypal-payout.provider.ts';
import { SandboxPayoutProvider } from './sandbox-payout.provider.ts';

/** The provider withdrawals are paid out through; undefined when withdrawals are off. */
export function createPayoutProvider(payments: PaymentsConfig): PayoutProvider | undefined {
  const which = payoutProviderOf(payments);
  if (which === 'paypal' && payments.paypal) return new PayPalPayoutProvider(payments.paypal);
  if (which === 'sandbox') return new SandboxPayoutProvider();
  return undefined;
}
