import { Type, type TSchema } from 'typebox';
import { ERROR_CODES } from './error-codes.ts';

/** Every successful response: `{ status: true, data, message }`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Literal(true),
    data,
    message: Type.String(),
  });
}

/**
 * Every failed response. `code` is stable (snake_case) and doubles as the i18n key under
 * `errors.`; `message` is the English text for logs and API consumers; `data` carries
 * per-field details for validation failures.
 */
export const ErrorEnvelope = Type.Object({
  status: Type.Literal(false),
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  data: Type.Union([
    Type.Null(),
    Type.Object({
      fields: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
    }),
  ]),
});
