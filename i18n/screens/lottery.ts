// The Uzbek texts of the lottery, brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { lotteryUz } from '../uz/lottery';

export const LOTTERY_TEXTS = { uz: { app: { lottery: lotteryUz } } } satisfies ScreenMessages;
