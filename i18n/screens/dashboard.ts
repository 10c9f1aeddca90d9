// The Uzbek texts of the dashboard ('Boshqaruv Paneli'), brought by the screen itself
// (useScreenMessages) rather than by the catalogue every screen downloads; ru and en have them
// in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { dashboardUz } from '../uz/dashboard';

export const DASHBOARD_TEXTS = { uz: { app: { dashboard: dashboardUz } } } satisfies ScreenMessages;
