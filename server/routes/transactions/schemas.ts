// The response schema of a journal row, shared by /transactions and the dashboard's recent
// requests. Listing every field also keeps internal columns (business_day) out of answers.
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;

const transactionProperties = {
  id: { type: 'integer' },
  chatId: { type: 'integer' },
  platform: nullable('string'),
  currency: nullable('string'),
  platformUserId: nullable('string'),
  fullName: nullable('string'),
  cardNumber: nullable('string'),
  amount: { type: 'integer' },
  uniqueAmount: nullable('integer'),
  status: { type: 'string' },
  type: { type: 'string' },
  createdAt: { type: 'string' },
  adminCardId: nullable('integer'),
  billId: nullable('string'),
  transactionId: nullable('string'),
  payUrl: nullable('string'),
  paymentAttempts: nullable('integer'),
} as const;

export const transactionSchema = {
  type: 'object',
  required: Object.keys(transactionProperties),
  properties: transactionProperties,
} as const;
