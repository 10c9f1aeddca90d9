// The texts of the platforms. They keep the original product's English wording in Uzbek
// as in English, so the screen brings them for both (useScreenMessages) and neither catalogue
// has them; Russian's catalogue has its own.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { platformsEn } from '../en/platforms';

const texts = { app: { platforms: platformsEn } };

export const PLATFORMS_TEXTS = { uz: texts, en: texts } satisfies ScreenMessages;
