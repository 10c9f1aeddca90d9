// The most active users (docs/product.md: Screens): production sends `topUsers` as a chatId ->
// count map in arbitrary order (docs/backend.md: Production backend), so the order is decided here.
import type { CountMap } from '../../providers/dashboard';

export interface RankedUser {
  chatId: string;
  count: number;
}

export const TOP_USERS_ROWS = 5;

const INTEGER = /^-?\d+$/;

/** Chat ids compared as numbers (they may exceed 2^53 or be negative for groups), else as text. */
function compareChatIds(a: string, b: string): number {
  if (INTEGER.test(a) && INTEGER.test(b)) {
    const difference = BigInt(a) - BigInt(b);
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Most requests first. Ties go to the smaller chat id, so the same answer always gives the same
 * table and the same "top user" whatever order the server's map had.
 */
export function rankTopUsers(topUsers: CountMap): RankedUser[] {
  return Object.entries(topUsers)
    .map(([chatId, count]) => ({ chatId, count }))
    .sort((a, b) => b.count - a.count || compareChatIds(a.chatId, b.chatId));
}
