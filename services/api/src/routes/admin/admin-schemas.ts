import { Type } from 'typebox';
import { ErrorEnvelope } from '@wishwall/contracts/envelope';
import { RecordId } from '../../http/wish-id.ts';

/** What any console call may answer besides its 200. */
export const AdminErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
};
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
});
export const IdParams = Type.Object({ id: RecordId });
