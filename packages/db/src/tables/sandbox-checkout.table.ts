import type { ColumnType, Insertable, Selectable } from 'kysely';

export type SandboxCheckoutStatus = 'open' | 'paid' | 'cancelled' | 'expired' | 'refunded';

/** A checkout of the local sandbox provider, standing in for a provider's hosted page. */
export interface SandboxCheckoutTable {
  reference: string;
  wish_id: string;
  user_id: string;
  language: string;
  amount_cents: number;
  currency: string;
  success_url: string;
  cancel_url: string;
  status: ColumnType<
    SandboxCheckoutStatus,
    SandboxCheckoutStatus | undefined,
    SandboxCheckoutStatus
  >;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type SandboxCheckoutRow = Selectable<SandboxCheckoutTable>;
export type NewSandboxCheckout = Insertable<SandboxCheckoutTable>;
