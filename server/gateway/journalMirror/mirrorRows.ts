// A row of the backend's GET /transactions as the mirror keeps it (migration 021): its fields in
// the journal's column names, its zone-less createdAt read in PANEL_SERVER_TIME_ZONE (the zone the
// panel reads the backend's times in) and kept as an ISO instant. A row without a usable id,
// status or type is not kept: it could never be found again or filtered.
import { parseDateTime } from '../../businessTime.ts';
import { isPlainObject } from '../secrets.ts';

export interface MirrorRow {
  id: number;
  chat_id: number | null;
  platform_name: string | null;
  currency: string | null;
  platform_user_id: string | null;
  full_name: string | null;
  card_number: string | null;
  admin_card_id: number | null;
  amount: number | null;
  unique_amount: number | null;
  status: string;
  type: string;
  created_at: string | null;
  bill_id: string | null;
  transaction_id: string | null;
  pay_url: string | null;
  payment_attempts: number | null;
}

const MAX_TEXT = 1024;

const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

const text = (value: unknown): string | null => {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.slice(0, MAX_TEXT) : null;
};

/** The backend's createdAt ("2025-09-21T11:56:11.123456", zone-less) as an ISO instant. */
export function instantOf(value: unknown, zone: string): string | null {
  if (typeof value !== 'string') return null;
  // Its fraction may have up to nine digits; parseDateTime reads milliseconds of it.
  const parsed = parseDateTime(value.trim().replace(' ', 'T'), zone);
  return parsed ? new Date(parsed.startMs).toISOString() : null;
}

/** One answered row, or undefined when it cannot be kept. */
export function mirrorRowOf(row: unknown, zone: string): MirrorRow | undefined {
  if (!isPlainObject(row)) return undefined;
  const id = integer(row.id);
  const status = text(row.status);
  const type = text(row.type);
  if (id === null || id < 1 || !status || !type) return undefined;
  return {
    id,
    chat_id: integer(row.chatId),
    platform_name: text(row.platform),
    currency: text(row.currency),
    platform_user_id: text(row.platformUserId),
    full_name: text(row.fullName),
    card_number: text(row.cardNumber),
    admin_card_id: integer(row.adminCardId),
    amount: integer(row.amount),
    unique_amount: integer(row.uniqueAmount),
    status,
    type,
    created_at: instantOf(row.createdAt, zone),
    bill_id: text(row.billId),
    transaction_id: text(row.transactionId),
    pay_url: text(row.payUrl),
    payment_attempts: integer(row.paymentAttempts),
  };
}
