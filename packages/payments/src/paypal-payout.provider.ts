import { AppError } from '@wishwall/contracts/app-error';
import { PAID_PAYOUT_RECHECK_EVERY_MS } from '@wishwall/domain/withdrawal';
import { PayPalClient, type PayPalSettings } from './paypal-client.ts';
import {
  PayoutNotSent,
  type PayoutItem,
  type PayoutProvider,
  type PayoutRequest,
} from './payout-provider.ts';

interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
  links?: { href?: string; rel?: string; method?: string }[];
}

interface PayPalItem {
  payout_item_id?: string;
  payout_batch_id?: string;
  transaction_status?: string;
  payout_item?: { amount?: { value?: string; currency?: string }; receiver?: string };
  errors?: { name?: string; message?: string };
}

interface PayPalBatch {
  batch_header?: { payout_batch_id?: string; batch_status?: string };
  items?: PayPalItem[];
}

const BATCH_LINK = /\/v1\/payments\/payouts\/([^/?#]+)$/;

/** A 4xx saying the sender_batch_id was used before; the link names the batch made of it. */
function duplicateBatchId(error: PayPalError | undefined): string | undefined {
  const text = [error?.name, error?.message, ...(error?.details ?? []).map((d) => d.issue)]
    .join(' ')
    .toUpperCase();
  if (!/DUPLICATE|ALREADY EXISTS/.test(text)) return undefined;
  for (const link of error?.links ?? []) {
    const match = BATCH_LINK.exec(link.href ?? '');
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}

const describe = (error: PayPalError | undefined, status: number) =>
  [error?.name, error?.details?.[0]?.issue, error?.message].filter(Boolean).join(': ') ||
  `PayPal answered ${status}`;

/**
 * PayPal Payouts (docs/decisions/0042-payouts-to-paypal.md): one batch of one item per
 * withdrawal, its sender_batch_id the withdrawal's payout key, so PayPal pays a key once.
 */
export class PayPalPayoutProvider implements PayoutProvider {
  readonly name = 'paypal' as const;
  readonly paidRecheckEveryMs = PAID_PAYOUT_RECHECK_EVERY_MS;
  private readonly client: PayPalClient;

  constructor(settings: PayPalSettings) {
    this.client = new PayPalClient(settings);
  }

  async send(request: PayoutRequest): Promise<PayoutItem> {
    const response = await this.call<PayPalBatch & PayPalError>('POST', '/v1/payments/payouts', {
      sender_batch_header: {
        sender_batch_id: request.payoutKey,
        email_subject: 'You have a payout from Wishwall',
        email_message: request.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: request.amount, currency: 'USD' },
          receiver: request.receiver,
          note: request.note,
          sender_item_id: request.payoutKey,
        },
      ],
    });
    const created = response.body?.batch_header?.payout_batch_id;
    if (response.status < 300 && created) return this.batch(created);
    const duplicate = duplicateBatchId(response.body);
    if (duplicate) return this.batch(duplicate);
    // Anything else PayPal refuses (funds, limits, a malformed request) is ours to fix: the
    // withdrawal stays approved and the job tries again.
    throw new PayoutNotSent(describe(response.body, response.status));
  }

  /**
   * Asks PayPal whether a webhook event is genuinely its own (verify-webhook-signature), with
   * the transmission headers it came with and the webhook's id.
   */
  async verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    event: unknown,
    webhookId: string,
  ): Promise<boolean> {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : '';
    };
    const response = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: webhookId,
        webhook_event: event,
      },
    );
    return response.status < 300 && response.body?.verification_status === 'SUCCESS';
  }

  async item(known: { batchId: string; itemId: string | null }): Promise<PayoutItem> {
    if (!known.itemId) return this.batch(known.batchId);
    const response = await this.call<PayPalItem & PayPalError>(
      'GET',
      `/v1/payments/payouts-item/${encodeURIComponent(known.itemId)}`,
    );
    if (response.status >= 300 || !response.body) {
      throw new PayoutNotSent(describe(response.body, response.status));
    }
    return toItem(response.body, known.batchId, undefined);
  }

  private async batch(batchId: string): Promise<PayoutItem> {
    const response = await this.call<PayPalBatch & PayPalError>(
      'GET',
      `/v1/payments/payouts/${encodeURIComponent(batchId)}`,
    );
    if (response.status >= 300 || !response.body) {
      throw new PayoutNotSent(describe(response.body, response.status));
    }
    const item = response.body.items?.[0];
    const batchStatus = response.body.batch_header?.batch_status ?? 'PENDING';
    return toItem(item ?? {}, batchId, batchStatus);
  }

  /** A request whose 4xx answers come back to the caller; 5xx and no answer are `PayoutNotSent`. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    try {
      return await this.client.request<T>(method, path, {
        ...(body === undefined ? {} : { body }),
        accept: [400, 403, 404, 409, 422],
      });
    } catch (error) {
      if (error instanceof AppError) throw new PayoutNotSent(error.message, { cause: error });
      throw error;
    }
  }
}

function toItem(item: PayPalItem, batchId: string, batchStatus: string | undefined): PayoutItem {
  const reason = item.errors
    ? [item.errors.name, item.errors.message].filter(Boolean).join(': ')
    : null;
  return {
    batchId: item.payout_batch_id ?? batchId,
    itemId: item.payout_item_id ?? null,
    status: item.transaction_status ?? batchStatus ?? 'PENDING',
    receiver: item.payout_item?.receiver ?? '',
    amount: item.payout_item?.amount?.value ?? '',
    currency: item.payout_item?.amount?.currency ?? '',
    reason: reason || null,
  };
}
