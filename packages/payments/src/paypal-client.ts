import { AppError } from '@wishwall/contracts/app-error';

export interface PayPalSettings {
  apiBase: string;
  clientId: string;
  clientSecret: string;
}

interface RequestOptions {
  body?: unknown;
  /** PayPal-Request-Id: PayPal replays its first answer for a repeated id. */
  requestId?: string;
  /** Statuses the caller handles itself instead of treating them as a provider failure. */
  accept?: number[];
}

export interface PayPalResponse<T> {
  status: number;
  body: T | undefined;
  /** The first `details[].issue` of an error answer, e.g. ORDER_NOT_APPROVED. */
  issue: string | undefined;
}

const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 15_000;

/** PayPal REST with an OAuth2 client-credentials token, reused until shortly before expiry. */
export class PayPalClient {
  private readonly settings: PayPalSettings;
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(settings: PayPalSettings) {
    this.settings = settings;
  }

  async request<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, requestId, accept = [] }: RequestOptions = {},
  ): Promise<PayPalResponse<T>> {
    const response = await this.fetch(`${this.settings.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 401) this.token = undefined;
    const parsed = (await response.json().catch(() => undefined)) as
      (T & { details?: { issue?: string }[] }) | undefined;
    if (!response.ok && !accept.includes(response.status)) {
      throw new AppError('error_processing_payment', `PayPal answered ${response.status}`);
    }
    return { status: response.status, body: parsed, issue: parsed?.details?.[0]?.issue };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    // Concurrent requests share one token request instead of each minting their own.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret, apiBase } = this.settings;
    const response = await this.fetch(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => undefined)) as
      { access_token?: string; expires_in?: number } | undefined;
    if (!response.ok || !body?.access_token) {
      throw new AppError(
        'error_processing_payment',
        `PayPal token request answered ${response.status}`,
      );
    }
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS,
    };
    return body.access_token;
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new AppError('error_processing_payment', 'PayPal could not be reached', {
        cause: error,
      });
    }
  }
}
