// The texts of the cards. They keep the original product's English wording in Uzbek
// as in English, so the screen brings them for both (useScreenMessages) and neither catalogue
// has them; Russian's catalogue has its own.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { cardsEn } from '../en/cards';

const texts = { app: { cards: cardsEn } };

export const CARDS_TEXTS = { uz: texts, en: texts } satisfies ScreenMessages;
