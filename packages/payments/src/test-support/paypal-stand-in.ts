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

const REFUND_PATH = /^\/v2\/payments\/captures\/([^/]+)\/refund$/;

const unprocessable = (issue: string): StandInResponse => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
});

/**
 * The part of PayPal's REST API the adapter uses (OAuth2 token, Orders v2 create, capture,
 * get, Payments v2 capture refund), on a local port, honouring PayPal-Request-Id like PayPal
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
