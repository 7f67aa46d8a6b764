import { startStandInServer, type StandInRequest } from './stand-in-server.ts';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  mode: string;
}

/**
 * The part of Stripe's API the adapter uses (create and retrieve Checkout Sessions), on a
 * local port. Tests pay sessions or change them to what a real session could hold.
 */
export class StripeStandIn {
  readonly sessions = new Map<string, StandInSession>();
  creates = 0;
  private readonly byIdempotencyKey = new Map<string, StandInSession>();
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
    return this.update(id, { status: 'complete', payment_status: 'paid', ...patch });
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
