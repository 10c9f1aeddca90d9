// The response schema of a journal row, shared by /transactions and the dashboard's recent
// requests. Listing every field also keeps internal columns (business_day) out of answers.
import { Type } from 'typebox';
import { Nullable } from '../schemaTypes.ts';

export const transactionSchema = Type.Object({
  id: Type.Integer(),
  chatId: Type.Integer(),
  platform: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  platformUserId: Nullable(Type.String()),
  fullName: Nullable(Type.String()),
  cardNumber: Nullable(Type.String()),
  amount: Type.Integer(),
  uniqueAmount: Nullable(Type.Integer()),
  status: Type.String(),
  type: Type.String(),
  createdAt: Type.String(),
  adminCardId: Nullable(Type.Integer()),
  billId: Nullable(Type.String()),
  transactionId: Nullable(Type.String()),
  payUrl: Nullable(Type.String()),
  paymentAttempts: Nullable(Type.Integer()),
});

// A row of the gateway's copy of the production backend's journal: the backend may leave its
// chat id, amount and time null too, and the copy says when an answer last carried the row and,
// when one that should have did not, since when it is missing.
export const mirroredTransactionSchema = Type.Object({
  ...transactionSchema.properties,
  chatId: Nullable(Type.Integer()),
  amount: Nullable(Type.Integer()),
  createdAt: Nullable(Type.String()),
  lastSeenAt: Type.String(),
  missingSince: Nullable(Type.String()),
});
