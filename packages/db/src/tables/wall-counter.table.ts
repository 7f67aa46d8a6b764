import type { Selectable } from 'kysely';

/**
 * The single row holding the published-wish counter. Publishing is paid and therefore rare,
 * so serialising publications on this row costs nothing and buys a gapless count, a version
 * for live clients, and each wish's number on the wall.
 */
export interface WallCounterTable {
  id: boolean;
  published_count: number;
  version: number;
}

export type WallCounterRow = Selectable<WallCounterTable>;
