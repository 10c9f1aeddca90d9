// Card numbers: 16 digits, typed with or without spaces, shown in groups of four.
export const CARD_NUMBER_DIGITS = 16;

export function normalizeCardNumber(input: string): string {
  return input.replace(/\s+/g, '');
}

export function formatCardNumber(cardNumber: string): string {
  return normalizeCardNumber(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardNumberProblem = 'required' | 'length' | null;

export function cardNumberProblem(input: string): CardNumberProblem {
  const digits = normalizeCardNumber(input);
  if (!digits) return 'required';
  return new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`).test(digits) ? null : 'length';
}

/** A balance typed in the form: a whole number of so'm, 0 or more. */
export function parseBalance(input: string): number | null {
  const text = input.replace(/\s+/g, '');
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}
