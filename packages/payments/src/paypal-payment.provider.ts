import { AppError } from '@wishwall/contracts/app-error';
import { WISH_PRICE, centsOfDecimal, decimalOfCents } from '@wishwall/domain/wish-price';
import type {
  Checkout,
  CheckoutRequest,
  Confirmation,
  PaymentProvider,
  Refund,
  RefundRequest,
} from './payment-provider.ts';
import { PayPalClient, type PayPalSettings } from './paypal-client.ts';

interface PayPalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    custom_id?: string;
    payments?: {
      captures?: {
        id?: string;
        status: string;
        custom_id?: string;
        amount?: { currency_code: string; value: string };
      }[];
    };
  }[];
}

/**
 * PayPal Orders v2 over its REST API: create → buyer approves → capture (docs/product.md#payments).
 */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly capturesOnConfirm = true;
  private readonly client: PayPalClient;

  constructor(settings: PayPalSettings) {
    this.client = new PayPalClient(settings);
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const { body } = await this.client.request<PayPalOrder>('POST', '/v2/checkout/orders', {
      // PayPal answers a repeated request id with the order it already made.
      requestId: `create-${request.wishId}-${request.attempt}`,
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            amount: {
              currency_code: WISH_PRICE.currency.toUpperCase(),
              value: decimalOfCents(WISH_PRICE.amountCents),
            },
            custom_id: `${request.wishId}:${request.userId}`,
            description: 'Publish your wish on Wishwall',
          },
        ],
        application_context: {
          return_url: request.successUrl,
          cancel_url: request.cancelUrl,
          locale: request.language === 'es' ? 'es-ES' : 'en-US',
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const approve = body?.links?.find(
      (link) => link.rel === 'approve' || link.rel === 'payer-action',
    );
    if (!body?.id || !approve) {
      throw new AppError('error_processing_payment', 'PayPal returned no approval link');
    }
    return { reference: body.id, redirectUrl: approve.href };
  }

  /** Captures the approved order (once: the request id is the order's), then reads it. */
  async confirm(orderId: string): Promise<Confirmation> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const captured = await this.client.request<PayPalOrder>('POST', `${path}/capture`, {
      requestId: `capture-${orderId}`,
      body: {},
      accept: [404, 422],
    });
    if (captured.status === 404) throw new AppError('invalid_order', 'Unknown PayPal order');
    if (captured.status === 422) {
      const issue = captured.issue;
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') {
        return { ...unconfirmed(), state: 'unpaid' };
      }
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const { body } = await this.client.request<PayPalOrder>('GET', path);
        return confirmationOf(body);
      }
      // INSTRUMENT_DECLINED and the like: the buyer may retry with another funding source.
      return { ...unconfirmed(), state: 'unpaid' };
    }
    return confirmationOf(captured.body);
  }

  /** Payments v2: a capture refunded without an amount is refunded in full. */
  async refund({ paymentId, captureId }: RefundRequest): Promise<Refund> {
    if (!captureId) {
      throw new AppError('error_processing_payment', `Payment ${paymentId} has no capture`);
    }
    const refunded = await this.client.request<{ id?: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { requestId: `refund-${paymentId}`, body: {}, accept: [422] },
    );
    if (refunded.status === 422) {
      if (refunded.issue === 'CAPTURE_FULLY_REFUNDED') return { reference: null };
      throw new AppError(
        'error_processing_payment',
        `PayPal refused the refund: ${refunded.issue}`,
      );
    }
    return { reference: refunded.body?.id ?? null };
  }
}

const unconfirmed = (): Omit<Confirmation, 'state'> => ({
  amountCents: 0,
  currency: '',
  wishId: undefined,
  userId: undefined,
  captureId: undefined,
});

/** Paid only when the capture itself completed: an order can be COMPLETED with a pending capture. */
function confirmationOf(order: PayPalOrder | undefined): Confirmation {
  const unit = order?.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const [wishId, userId] = (capture?.custom_id ?? unit?.custom_id ?? '').split(':');
  const base = {
    amountCents: capture?.amount ? centsOfDecimal(capture.amount.value) : 0,
    currency: capture?.amount?.currency_code ?? '',
    wishId: wishId || undefined,
    userId: userId || undefined,
    captureId: capture?.id,
  };
  if (order?.status === 'VOIDED') return { ...base, state: 'expired' };
  switch (capture?.status) {
    case 'COMPLETED':
      return { ...base, state: 'paid' };
    case 'DECLINED':
    case 'FAILED':
      return { ...base, state: 'failed' };
    default:
      return { ...base, state: 'unpaid' };
  }
}
