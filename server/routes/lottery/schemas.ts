// Schemas shared by the lottery routes: the chat id path parameter, positive integers in a query
// string, and the balance answer.
import { badRequest } from '../../errors.ts';

// Strings, not integer schemas: Ajv's coercion would accept "0x10" or "1e3" as numbers.
// `description` completes the 400 message ("chatId: must be an integer"). Same rule as
// routes/admin-chats: Telegram chat ids, negative for groups.
const chatIdSchema = { type: 'string', pattern: '^-?[0-9]{1,16}$', description: 'an integer' };

export const chatIdParams = {
  type: 'object',
  required: ['chatId'],
  properties: { chatId: chatIdSchema },
} as const;

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
export const positiveIntegerQuery = {
  type: 'string',
  pattern: '^[1-9][0-9]{0,14}$',
  description: 'a positive integer of at most 15 digits',
} as const;

const balanceProperties = {
  chatId: { type: 'integer' },
  tickets: { type: 'integer' },
  balance: { type: 'integer' },
} as const;

export const balanceSchema = {
  type: 'object',
  required: Object.keys(balanceProperties),
  properties: balanceProperties,
} as const;
