// Schemas shared by the lottery routes: the chat id path parameter, positive integers in a query
// string, and the balance answer.
import { Type } from 'typebox';
import { badRequest } from '../../errors.ts';

// Strings, not integer schemas: Ajv's coercion would accept "0x10" or "1e3" as numbers.
// `description` completes the 400 message ("chatId: must be an integer"). Same rule as
// routes/admin-chats: Telegram chat ids, negative for groups.
export const chatIdSchema = Type.String({ pattern: '^-?[0-9]{1,16}$', description: 'an integer' });

export const chatIdParams = Type.Object({ chatId: chatIdSchema });

/** Telegram ids fit in 52 bits; a longer digit string would silently lose precision. */
export function toChatId(value: string): number {
  const chatId = Number(value);
  if (!Number.isSafeInteger(chatId)) throw badRequest('chatId: must be a safe integer');
  return chatId;
}

/**
 * A count or an amount in a query string: 1 or more, at most 15 digits, so always a safe integer.
 * No leading zeros, signs, fractions or exponents, which Ajv's number coercion would let through.
 */
export const positiveIntegerQuery = Type.String({
  pattern: '^[1-9][0-9]{0,14}$',
  description: 'a positive integer of at most 15 digits',
});

export const balanceSchema = Type.Object({
  chatId: Type.Integer(),
  tickets: Type.Integer(),
  balance: Type.Integer(),
});
