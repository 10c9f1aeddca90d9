// The Uzbek texts of the Humo service, brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { humoUz } from '../uz/humo';

export const HUMO_TEXTS = { uz: { app: { humo: humoUz } } } satisfies ScreenMessages;
