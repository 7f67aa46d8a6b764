import { Type } from 'typebox';

/** Postgres bigint ids, as decimal strings. */
export const WishId = Type.String({ pattern: '^[1-9][0-9]{0,17}$', description: 'Wish id' });
