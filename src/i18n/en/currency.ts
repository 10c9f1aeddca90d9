// currency page in English; keys match uz/currency.ts.
import type { MessagesShape } from '../types';
import type { currencyUz } from '../uz/currency';

export const currencyEn = {
  title: 'Currency rates',
  currentTitle: 'Current rates',
  uzsToRubLine: '1000 UZS = %{value} RUB',
  rubToUzsLine: '1 RUB = %{value} UZS',
  updatedAt: 'Last updated: %{time}',
  loading: 'Loading the rates',
  empty: 'No exchange rate has been set yet. Please add the first one.',
  // For a role that may not set one (contract/roles.ts): no invitation to add it.
  emptyReadOnly: 'No exchange rate has been set yet.',
  loadError: 'Could not load the rates.',
  retry: 'Retry',
  formTitle: 'Update the rate',
  uzsToRub: 'RUB (per 1000 UZS)',
  rubToUzs: 'UZS (per 1 RUB)',
  decimalHelp: 'Decimals may use a point or a comma.',
  save: 'Save',
  required: 'Please fill in both fields.',
  invalid: 'Please enter a positive number (for example 0.85 or 117,5).',
  updateError: 'Could not update the rate. Please check the values entered.',
  updated: 'Rate updated successfully!',
} satisfies MessagesShape<typeof currencyUz>;
