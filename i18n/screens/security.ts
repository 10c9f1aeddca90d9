// The Uzbek texts of the Xavfsizlik group's extras ('Amallar tarixi', the panel accounts), brought
// by their screens (useScreenMessages) rather than by the catalogue every screen downloads; ru
// and en have them in their catalogues, loaded only when chosen.
import type { ScreenMessages } from '../../src/providers/i18nProvider';
import { auditLogUz, panelAccountsUz } from '../uz/security';

export const SECURITY_TEXTS = {
  uz: { app: { auditLog: auditLogUz, panelAccounts: panelAccountsUz } },
} satisfies ScreenMessages;
