// The Uzbek texts of the currency rates, brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { currencyUz } from '../uz/currency';

export const CURRENCY_TEXTS = { uz: { app: { currency: currencyUz } } } satisfies ScreenMessages;
