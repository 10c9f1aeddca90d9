// The payment vocabulary both sides speak: a card's payment system and a platform's currency. The
// server's schemas and tables accept these and no other; the panel's forms offer them.
export const PAYMENT_SYSTEMS = ['HUMO', 'UZCARD'] as const;
export type PaymentSystem = (typeof PAYMENT_SYSTEMS)[number];

export const CURRENCIES = ['UZS', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];
