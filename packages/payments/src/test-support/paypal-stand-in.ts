import {
  startStandInServer,
  type StandInRequest,
  type StandInResponse,
} from './stand-in-server.ts';

interface Amount {
  currency_code: string;
  value: string;
}

export interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  intent: string;
  purchase_units: {
    amount: Amount;
    custom_id: string;
    payments?: { captures: { id: string; status: string; amount: Amount; custom_id: string }[] };
  }[];
  links: { rel: string; href: string; method: string }[];
  application_context?: { return_url?: string; cancel_url?: string };
}

/** What the capture will report, for tests of captures that are not simply completed. */
export interface CaptureOverride {
  status?: string;
  amount?: Amount;
  custom_id?: string;
}

export interface StandInPayoutItem {
  payout_item_id: string;
  payout_batch_id: string;
  transaction_status: string;
  payout_item: {
    recipient_type: string;
    amount: Amount;
    receiver: string;
    sender_item_id?: string;
  };
  errors?: { name: string; message: string };
}

export interface StandInBatch {
  batch_header: {
    payout_batch_id: string;
    batch_status: string;
    sender_batch_header: { sender_batch_id: string };
  };
  items: StandInPayoutItem[];
}

/** The transmission signature and webhook id the stand-in takes for genuine. */
export const PAYPAL_STAND_IN_SIGNATURE = 'stand-in-signature';
export const PAYPAL_STAND_IN_WEBHOOK_ID = 'WH-STAND-IN';

const REFUND_PATH = /^\/v2\/payments\/captures\/([^/]+)\/refund$/;

const unprocessable = (issue: string): StandInResponse => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
});

/**
 * The part of PayPal's REST API the adapters use (OAuth2 token, Orders v2 create, capture,
 * get, Payments v2 capture refund, Payouts v1 create, batch and item), on a local port, honouring PayPal-Request-Id like PayPal
 * does.
 */
export class PayPalStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly captureOverrides = new Map<string, CaptureOverride>();
  /** The capture ids refunded, once each. */
  readonly refunds: string[] = [];
  tokensIssued = 0;
  creates = 0;
  /** Every refund request received, replays of a request id included. */
  refundCalls = 0;
  /** Every capture request received, replays of a request id included. */
  captureCalls = 0;
  /**
   * Runs while a capture request is in flight, before PayPal answers: tests make something
   * else happen in that window.
   */
  duringCapture: (() => Promise<unknown>) | undefined;
  /** Payout batches by payout_batch_id, each of one item. */
  readonly batches = new Map<string, StandInBatch>();
  /** Every create-payout request received, duplicates included. */
  payoutCalls = 0;
  /** The transaction_status a new payout item gets (SUCCESS unless a test says otherwise). */
  nextItemStatus = 'SUCCESS';
  /** When set, create-payout answers this instead (our funds short, PayPal down, …). */
  payoutFailure: StandInResponse | undefined;
  /** How often each payout item was read (GET payouts-item), by its id. */
  readonly itemReads = new Map<string, number>();
  /** When set, reading a payout item answers this instead (PayPal down, …). */
  itemFailure: StandInResponse | undefined;
  private readonly replies = new Map<string, StandInResponse>();
  private server: Awaited<ReturnType<typeof startStandInServer>> | undefined;

  get url(): string {
    if (!this.server) throw new Error('the PayPal stand-in is not started');
    return this.server.url;
  }

  async start(): Promise<void> {
    this.server = await startStandInServer((request) => this.handle(request));
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  /** The buyer approved the order on PayPal's page. */
  approve(id: string): void {
    const order = this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    order.status = 'APPROVED';
  }

  /** The one item of the batch made for this sender_batch_id (the withdrawal's payout key). */
  payoutItem(senderBatchId: string): StandInPayoutItem | undefined {
    return [...this.batches.values()].find(
      (batch) => batch.batch_header.sender_batch_header.sender_batch_id === senderBatchId,
    )?.items[0];
  }

  /** PayPal moves an item on (UNCLAIMED → SUCCESS, SUCCESS → REVERSED, …), with an error. */
  setItemStatus(itemId: string, status: string, error?: { name: string; message: string }): void {
    for (const batch of this.batches.values()) {
      const item = batch.items.find((candidate) => candidate.payout_item_id === itemId);
      if (!item) continue;
      item.transaction_status = status;
      if (error) item.errors = error;
      else delete item.errors;
      return;
    }
    throw new Error(`no payout item ${itemId}`);
  }

  /** PayPal replays a request id's answer for a limited time only; then it answers anew. */
  forgetRequestIds(): void {
    this.replies.clear();
  }

  private async handle(request: StandInRequest): Promise<StandInResponse> {
    const { method, path, headers, body } = request;
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
      if (headers.authorization !== expected || !body.includes('grant_type=client_credentials')) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      this.tokensIssued += 1;
      return {
        status: 200,
        body: { access_token: `token-${this.tokensIssued}`, expires_in: 3600 },
      };
    }
    if (!String(headers.authorization ?? '').startsWith('Bearer token-')) {
      return { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } };
    }
    if (REFUND_PATH.test(path)) this.refundCalls += 1;
    if (path.endsWith('/capture')) {
      this.captureCalls += 1;
      await this.duringCapture?.();
    }
    const requestId = headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${method} ${path} ${requestId}` : undefined;
    const replay = key ? this.replies.get(key) : undefined;
    if (replay) return replay;
    const reply = this.route(method, path, body);
    if (key && reply.status < 300) this.replies.set(key, reply);
    return reply;
  }

  private route(method: string, path: string, body: string): StandInResponse {
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(JSON.parse(body));
    if (method === 'POST' && path === '/v1/payments/payouts') return this.createPayout(body);
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const asked = JSON.parse(body) as { transmission_sig?: string; webhook_id?: string };
      const genuine =
        asked.transmission_sig === PAYPAL_STAND_IN_SIGNATURE &&
        asked.webhook_id === PAYPAL_STAND_IN_WEBHOOK_ID;
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    }
    const batch = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && batch) {
      const found = this.batches.get(decodeURIComponent(batch[1] ?? ''));
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { name: 'INVALID_RESOURCE_ID' } };
    }
    const payoutItem = /^\/v1\/payments\/payouts-item\/([^/]+)$/.exec(path);
    if (method === 'GET' && payoutItem) {
      const id = decodeURIComponent(payoutItem[1] ?? '');
      this.itemReads.set(id, (this.itemReads.get(id) ?? 0) + 1);
      if (this.itemFailure) return this.itemFailure;
      const found = [...this.batches.values()]
        .flatMap((candidate) => candidate.items)
        .find((candidate) => candidate.payout_item_id === id);
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { name: 'INVALID_RESOURCE_ID' } };
    }
    const refund = REFUND_PATH.exec(path);
    if (method === 'POST' && refund) return this.refund(decodeURIComponent(refund[1] ?? ''));
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? this.orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    if (method === 'GET' && !match[2]) return { status: 200, body: order };
    if (method !== 'POST' || !match[2]) return { status: 404, body: { name: 'NOT_FOUND' } };
    if (order.status === 'CREATED') return unprocessable('ORDER_NOT_APPROVED');
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
    if (order.status === 'VOIDED') return unprocessable('ORDER_ALREADY_VOIDED');
    const unit = order.purchase_units[0];
    if (!unit) return { status: 500, body: {} };
    const override = this.captureOverrides.get(order.id) ?? {};
    order.status = 'COMPLETED';
    unit.payments = {
      captures: [
        {
          id: `CAPTURE-${order.id}`,
          status: override.status ?? 'COMPLETED',
          amount: override.amount ?? unit.amount,
          custom_id: override.custom_id ?? unit.custom_id,
        },
      ],
    };
    return { status: 201, body: order };
  }

  /**
   * Payouts as PayPal makes them: a sender_batch_id used before is refused with a link to the
   * batch made of it; otherwise a batch of the one item, in `nextItemStatus`.
   */
  private createPayout(text: string): StandInResponse {
    this.payoutCalls += 1;
    if (this.payoutFailure) return this.payoutFailure;
    const request = JSON.parse(text) as {
      sender_batch_header?: { sender_batch_id?: string };
      items?: {
        recipient_type: string;
        amount: Amount;
        receiver: string;
        sender_item_id?: string;
      }[];
    };
    const senderBatchId = request.sender_batch_header?.sender_batch_id;
    const first = request.items?.[0];
    if (!senderBatchId || !first || request.items?.length !== 1) {
      return { status: 400, body: { name: 'VALIDATION_ERROR', details: [{ issue: 'ITEMS' }] } };
    }
    const existing = [...this.batches.values()].find(
      (candidate) => candidate.batch_header.sender_batch_header.sender_batch_id === senderBatchId,
    );
    if (existing) {
      const id = existing.batch_header.payout_batch_id;
      return {
        status: 400,
        body: {
          name: 'USER_BUSINESS_ERROR',
          message: `Batch with given sender_batch_id already exists: ${senderBatchId}`,
          details: [{ field: 'sender_batch_id', issue: 'DUPLICATE_SENDER_BATCH_ID' }],
          links: [{ href: `${this.url}/v1/payments/payouts/${id}`, rel: 'self', method: 'GET' }],
        },
      };
    }
    const batchId = `BATCH${this.batches.size + 1}X${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const status = this.nextItemStatus;
    const failed = ['FAILED', 'RETURNED', 'BLOCKED', 'DENIED'].includes(status);
    this.batches.set(batchId, {
      batch_header: {
        payout_batch_id: batchId,
        batch_status: 'SUCCESS',
        sender_batch_header: { sender_batch_id: senderBatchId },
      },
      items: [
        {
          payout_item_id: `ITEM-${batchId}`,
          payout_batch_id: batchId,
          transaction_status: status,
          payout_item: first,
          ...(failed
            ? {
                errors: {
                  name: 'RECEIVER_UNREGISTERED',
                  message: `The receiver's payout ${status}`,
                },
              }
            : {}),
        },
      ],
    });
    return {
      status: 201,
      body: { batch_header: { payout_batch_id: batchId, batch_status: 'PENDING' } },
    };
  }

  private refund(captureId: string): StandInResponse {
    const captured = [...this.orders.values()].some((order) =>
      order.purchase_units.some((unit) =>
        unit.payments?.captures.some((capture) => capture.id === captureId),
      ),
    );
    if (!captured) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    if (this.refunds.includes(captureId)) return unprocessable('CAPTURE_FULLY_REFUNDED');
    this.refunds.push(captureId);
    return { status: 201, body: { id: `REFUND-${captureId}`, status: 'COMPLETED' } };
  }

  private create(request: Omit<StandInOrder, 'id' | 'status' | 'links'>): StandInResponse {
    this.creates += 1;
    const id = `ORDER${this.creates}X${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const order: StandInOrder = {
      ...request,
      id,
      status: 'CREATED',
      links: [
        { rel: 'self', href: `${this.url}/v2/checkout/orders/${id}`, method: 'GET' },
        {
          rel: 'approve',
          href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}`,
          method: 'GET',
        },
      ],
    };
    this.orders.set(id, order);
    return { status: 201, body: order };
  }
}
