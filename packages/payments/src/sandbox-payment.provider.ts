import { randomBytes } from 'node:crypto';
import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { SandboxCheckoutRepository } from '@wishwall/db/repositories/sandbox-checkout.repository';
import type { SandboxCheckoutRow } from '@wishwall/db/tables/sandbox-checkout.table';
import { WISH_PRICE } from '@wishwall/domain/wish-price';
import type {
  Checkout,
  CheckoutRequest,
  Confirmation,
  PaymentProvider,
  Refund,
  RefundRequest,
} from './payment-provider.ts';

/** Stripe lets a checkout be paid for 24 hours; the sandbox does the same. */
const CHECKOUT_LIFETIME_MS = 24 * 3600_000;
const STRIPE_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * A local stand-in for a provider's hosted checkout, for `pnpm start` without provider keys:
 * the API serves its page, and paying redirects back the way the real provider would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly capturesOnConfirm = false;
  private readonly checkouts: SandboxCheckoutRepository;
  private readonly publicUrl: string;

  constructor(db: Db, publicUrl: string) {
    this.checkouts = new SandboxCheckoutRepository(db);
    this.publicUrl = publicUrl;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const reference = `sbx_${randomBytes(12).toString('hex')}`;
    await this.checkouts.create({
      reference,
      wish_id: request.wishId,
      user_id: request.userId,
      language: request.language,
      amount_cents: WISH_PRICE.amountCents,
      currency: WISH_PRICE.currency,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    return { reference, redirectUrl: `${this.publicUrl}/v1/sandbox/checkout/${reference}` };
  }

  async confirm(reference: string): Promise<Confirmation> {
    const checkout = await this.find(reference);
    const base = {
      amountCents: checkout.amount_cents,
      currency: checkout.currency,
      wishId: checkout.wish_id,
      userId: checkout.user_id,
      captureId: reference,
    };
    if (checkout.status === 'paid' || checkout.status === 'refunded') {
      return { ...base, state: 'paid' };
    }
    if (checkout.status === 'expired') return { ...base, state: 'expired' };
    if (Date.now() - checkout.created_at.getTime() > CHECKOUT_LIFETIME_MS) {
      return { ...base, state: 'expired' };
    }
    return { ...base, state: 'unpaid' };
  }

  /** Records the refund on the checkout, as a provider keeps it on its side. */
  async refund({ reference }: RefundRequest): Promise<Refund> {
    await this.find(reference);
    await this.checkouts.markRefunded(reference);
    return { reference: `sbx_refund_${reference}` };
  }

  async expire(reference: string): Promise<boolean> {
    return (await this.checkouts.settle(reference, 'expired')) !== undefined;
  }

  async find(reference: string): Promise<SandboxCheckoutRow> {
    const checkout = await this.checkouts.find(reference);
    if (!checkout) throw new AppError('invalid_order', 'Unknown sandbox checkout');
    return checkout;
  }

  /**
   * The Pay button: marks the checkout paid and says where the browser returns to. A checkout
   * expired by a newer one can't be paid any more: the buyer goes back to the cancel page.
   */
  async pay(reference: string): Promise<string> {
    const checkout = await this.find(reference);
    const paid = await this.checkouts.settle(reference, 'paid');
    if (!paid && checkout.status === 'expired') return checkout.cancel_url;
    return successRedirect(checkout);
  }

  /** The Cancel button: the checkout stays unpaid, the browser returns to the cancel page. */
  async cancel(reference: string): Promise<string> {
    const checkout = await this.find(reference);
    await this.checkouts.settle(reference, 'cancelled');
    return checkout.cancel_url;
  }
}

/**
 * Where a provider sends the buyer back: Stripe fills its session id placeholder; PayPal
 * appends `token=<order id>` to the return URL.
 */
function successRedirect({ success_url: url, reference }: SandboxCheckoutRow): string {
  if (url.includes(STRIPE_PLACEHOLDER)) return url.replace(STRIPE_PLACEHOLDER, reference);
  const withToken = new URL(url);
  withToken.searchParams.set('token', reference);
  return withToken.toString();
}
