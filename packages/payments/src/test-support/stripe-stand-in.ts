import { startStandInServer, type StandInRequest } from './stand-in-server.ts';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  mode: string;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  status: 'succeeded';
}

const invalidRequest = (message: string, code?: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, code } },
});

/**
 * The part of Stripe's API the adapter uses (create, retrieve and expire Checkout Sessions,
 * create refunds), on a local port, honouring idempotency keys like Stripe does. Tests pay
 * sessions or change them to what a real session could hold.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  readonly refunds: StandInRefund[] = [];
  creates = 0;
  /** Every refund request received, replays of an idempotency key included. */
  refundCalls = 0;
  /** The session ids of every expire request received. */
  readonly expireCalls: string[] = [];
  private readonly byIdempotencyKey = new Map<string, StandInSession>();
  private readonly refundsByKey = new Map<string, StandInRefund>();
  private server: Awaited<ReturnType<typeof startStandInServer>> | undefined;

  get url(): string {
    if (!this.server) throw new Error('the Stripe stand-in is not started');
    return this.server.url;
  }

  async start(): Promise<void> {
    this.server = await startStandInServer((request) => this.handle(request));
  }

  close(): Promise<void> {
    return this.server?.close() ?? Promise.resolve();
  }

  /** What Stripe holds after the buyer paid, with any field overridden. */
  pay(id: string, patch: Partial<StandInSession> = {}): StandInSession {
    return this.update(id, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${id}`,
      ...patch,
    });
  }

  update(id: string, patch: Partial<StandInSession>): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, patch);
    return session;
  }

  private handle({ method, path, headers, body }: StandInRequest) {
    if (!String(headers.authorization ?? '').startsWith('Bearer sk_')) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'key' } } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const key = String(headers['idempotency-key'] ?? '');
      const replay = key ? this.byIdempotencyKey.get(key) : undefined;
      if (replay) return { status: 200, body: replay };
      const session = this.create(new URLSearchParams(body));
      if (key) this.byIdempotencyKey.set(key, session);
      return { status: 200, body: session };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return this.refund(String(headers['idempotency-key'] ?? ''), new URLSearchParams(body));
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) return this.expire(decodeURIComponent(expire[1] ?? ''));
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1] ?? ''));
      if (session) return { status: 200, body: session };
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: path } } };
  }

  private expire(id: string) {
    this.expireCalls.push(id);
    const session = this.sessions.get(id);
    if (!session) return invalidRequest('No such checkout.session');
    if (session.status !== 'open') return invalidRequest('Only open sessions can be expired');
    session.status = 'expired';
    return { status: 200, body: session };
  }

  private refund(key: string, form: URLSearchParams) {
    this.refundCalls += 1;
    const replay = key ? this.refundsByKey.get(key) : undefined;
    if (replay) return { status: 200, body: replay };
    const intent = form.get('payment_intent') ?? '';
    const paid = [...this.sessions.values()].some((session) => session.payment_intent === intent);
    if (!paid) return invalidRequest(`No such payment_intent: '${intent}'`);
    if (this.refunds.some((refund) => refund.payment_intent === intent)) {
      return invalidRequest('Charge has already been refunded.', 'charge_already_refunded');
    }
    const refund: StandInRefund = {
      id: `re_${this.refunds.length + 1}_${intent}`,
      object: 'refund',
      payment_intent: intent,
      status: 'succeeded',
    };
    this.refunds.push(refund);
    if (key) this.refundsByKey.set(key, refund);
    return { status: 200, body: refund };
  }

  private create(form: URLSearchParams): StandInSession {
    this.creates += 1;
    const id = `cs_test_${this.creates}_${Math.random().toString(36).slice(2, 10)}`;
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const line = 'line_items[0][price_data]';
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total:
        Number(form.get(`${line}[unit_amount]`)) * Number(form.get('line_items[0][quantity]')),
      currency: form.get(`${line}[currency]`) ?? '',
      metadata,
      client_reference_id: form.get('client_reference_id'),
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      mode: form.get('mode') ?? '',
    };
    this.sessions.set(id, session);
    return session;
  }
}
