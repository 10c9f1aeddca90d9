// The texts of the Xavfsizlik group's extras ('Amallar tarixi', the panel accounts), in every
// locale. Their screens bring them (providers/useScreenMessages.ts): they are not in the
// catalogues every screen downloads.
import type { ScreenMessages } from '../src/providers/i18nProvider';
import type { MessagesShape } from './types';
import { auditLogEn, panelAccountsEn } from './en/security';
import { auditLogRu, panelAccountsRu } from './ru/security';
import { auditLogUz, panelAccountsUz } from './uz/security';

const uz = { app: { auditLog: auditLogUz, panelAccounts: panelAccountsUz } };
type Shape = MessagesShape<typeof uz>;

export const SECURITY_MESSAGES = {
  uz,
  ru: { app: { auditLog: auditLogRu, panelAccounts: panelAccountsRu } } satisfies Shape,
  en: { app: { auditLog: auditLogEn, panelAccounts: panelAccountsEn } } satisfies Shape,
} satisfies ScreenMessages;
