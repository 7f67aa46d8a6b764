import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';

/** What an account call that takes input may answer besides its 200. */
export const AccountErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  409: ErrorEnvelope,
  429: ErrorEnvelope,
};
export const Done = Envelope(Type.Null());
