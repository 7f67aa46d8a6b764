import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * A passkey (a WebAuthn credential) of an account (docs/decisions/0053-passkeys.md). Only the
 * public key is kept; the counter and the backup flags are what the authenticator last said.
 */
export interface PasskeyTable {
  id: Generated<string>;
  user_id: string;
  /** The credential's id as base64url, as browsers send it. */
  credential_id: string;
  /** The COSE public key. */
  public_key: Buffer;
  /** The signature counter last accepted (0 for authenticators that keep none). */
  counter: ColumnType<string, number | string, number | string>;
  /** `multiDevice` when the authenticator may sync the key to the owner's other devices. */
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  /** How the authenticator said it can be reached (usb, nfc, ble, internal, hybrid…). */
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  last_used_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type PasskeyRow = Selectable<PasskeyTable>;
export type NewPasskey = Insertable<PasskeyTable>;
