import { Type } from 'typebox';

/**
 * A Postgres bigint id as decimal text, bounded to 18 digits so it always fits the column
 * (its maximum has 19): a longer one is a 400 at the schema, never a database error.
 */
const BIGINT_ID_PATTERN = '^[1-9][0-9]{0,17}$';

export const WishId = Type.String({ pattern: BIGINT_ID_PATTERN, description: 'Wish id' });

/** Any other record's id (a withdrawal, a message, a credit request). */
export const RecordId = Type.String({ pattern: BIGINT_ID_PATTERN, description: 'Record id' });
