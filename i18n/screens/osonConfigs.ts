// The texts of the Oson accounts' screens. They keep the original product's English wording in
// Uzbek as in English, so the screens bring them for both (useScreenMessages) and neither
// catalogue has them; Russian's catalogue has its own.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { osonConfigsEn } from '../en/osonConfigs';

const texts = { app: { osonConfigs: osonConfigsEn } };

export const OSON_CONFIGS_TEXTS = { uz: texts, en: texts } satisfies ScreenMessages;
