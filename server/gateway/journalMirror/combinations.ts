// The backfill's combinations of the backend's four filters (API-NOTES A3: each answers its own
// newest 100). A combination whose answer was cut at 100 is split on its next dimension, in this
// order: status, type, platform, card; the finest (all four set) cannot be split. Statuses and
// types part every transaction between them; platforms and cards do not (a transaction of a
// renamed or deleted platform, or with no card, is reached only above that split), which
// reachUntil() says.
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../../contract/transactions.ts';
import type { Combination } from './mirrorProgress.ts';
import type { MirrorRow } from './mirrorRows.ts';
import type { BackendFilter } from './mirrorStore.ts';

/** The backend's platforms and cards, as it last listed them. */
export interface Dimensions {
  platforms: ReadonlyArray<{ id: number; name: string }>;
  cardIds: readonly number[];
}

export const FINEST = 4;

/** The combinations a cut answer of `combination` splits into. */
export function finerThan(combination: Combination, dimensions: Dimensions): Combination[] {
  const { filter, depth } = combination;
  const next = (values: readonly BackendFilter[]) =>
    values.map((extra) => ({ filter: { ...filter, ...extra }, depth: depth + 1 }));
  switch (depth) {
    case 0:
      return next(TRANSACTION_STATUSES.map((status) => ({ status })));
    case 1:
      return next(TRANSACTION_TYPES.map((type) => ({ type })));
    case 2:
      return next(dimensions.platforms.map(({ id }) => ({ platformId: id })));
    case 3:
      return next(dimensions.cardIds.map((cardId) => ({ cardId })));
    default:
      return [];
  }
}

/**
 * Of a cut answer: the time of its oldest row when older matches may be beyond every finer
 * combination (it is the finest, or it holds a row that no finer one reaches), else null.
 */
export function reachUntil(
  combination: Combination,
  rows: readonly MirrorRow[],
  dimensions: Dimensions,
): string | null {
  const oldest = rows.reduce<string | null>(
    (min, row) =>
      row.created_at !== null && (min === null || row.created_at < min) ? row.created_at : min,
    null,
  );
  if (combination.depth >= FINEST) return oldest;
  const names = new Set(dimensions.platforms.map(({ name }) => name));
  const cards = new Set(dimensions.cardIds);
  const escapes = (row: MirrorRow) =>
    (combination.depth <= 2 && (row.platform_name === null || !names.has(row.platform_name))) ||
    (combination.depth <= 3 && (row.admin_card_id === null || !cards.has(row.admin_card_id)));
  return rows.some(escapes) ? oldest : null;
}
