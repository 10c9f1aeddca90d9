// One bot user's summary for the user page (docs/backend.md: Our server's extras), asked only
// where GET /capabilities names `userSummary` (the embedded API and the gateway):
//   getUserSummary(chatId) -> GET /users/{chatId}   (404: the journal has no transaction of it)
// Decoded field by field: a time the server did not send is null (shown as a dash), a list
// entry without its name is left out.
import { fieldsOf, idPath, numberOrNull, rowsOf, text, type Row } from './decode';
import type { HttpClient } from './httpClient';

/** ISO instant, or null when unknown. */
type Time = string | null;

export interface UserTotal {
  /** A transaction type (byType) or status (byStatus). */
  key: string;
  count: number | null;
  amount: number | null;
}

export interface UserSummary {
  chatId: number;
  names: { fullName: string; lastAt: Time }[];
  firstAt: Time;
  lastAt: Time;
  byType: UserTotal[];
  byStatus: UserTotal[];
  platforms: { platform: string; count: number | null; lastAt: Time }[];
  cards: { cardNumber: string; count: number | null; lastAt: Time }[];
}

const timeOf = (value: unknown): Time => text(value) || null;

/** The rows of a list field whose `field` is a non-empty text. */
const named = (value: unknown, field: string): Row[] =>
  (Array.isArray(value) ? rowsOf(value, field) : []).filter((row) => text(row[field]) !== '');

const totals = (value: unknown, field: 'type' | 'status'): UserTotal[] =>
  named(value, field).map((row) => ({
    key: text(row[field]),
    count: numberOrNull(row.count),
    amount: numberOrNull(row.amount),
  }));

export function toUserSummary(data: unknown, chatId: number | string): UserSummary {
  const source = fieldsOf(data);
  const sums = fieldsOf(source.totals);
  return {
    chatId: numberOrNull(source.chatId) ?? Number(chatId),
    names: named(source.names, 'fullName').map((row) => ({
      fullName: text(row.fullName),
      lastAt: timeOf(row.lastAt),
    })),
    firstAt: timeOf(source.firstAt),
    lastAt: timeOf(source.lastAt),
    byType: totals(sums.byType, 'type'),
    byStatus: totals(sums.byStatus, 'status'),
    platforms: named(source.platforms, 'platform').map((row) => ({
      platform: text(row.platform),
      count: numberOrNull(row.count),
      lastAt: timeOf(row.lastAt),
    })),
    cards: named(source.cards, 'cardNumber').map((row) => ({
      cardNumber: text(row.cardNumber),
      count: numberOrNull(row.count),
      lastAt: timeOf(row.lastAt),
    })),
  };
}

export function userSummaryApi(http: HttpClient) {
  return {
    async getUserSummary(chatId: number | string): Promise<UserSummary> {
      const { data } = await http(`/users/${idPath(chatId)}`);
      return toUserSummary(data, chatId);
    },
  };
}
