// The admin app's providers, made once from what the start-up handed over, before the app is
// drawn: the start-up puts the first screen's data in its query client first (loadTime/
// firstQueries.ts).
import type { TranslationMessages } from 'ra-core';
import type { AppLocale } from './lib/preferences';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import type { AppHttpClient } from './providers/httpClient';
import { createI18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { createQueryClient } from './providers/queryClient';
import { currentRole, isSignedIn, onRoleChange, secondStepPending } from './auth/tokenStore';
import { answerAccessAtOnce } from './providers/accessQueries';
import type { ScreenDeclaration } from './registry/types';
import type { RuntimeConfig } from './settings/settings';

export interface AdminPartsInput {
  settings: RuntimeConfig;
  /** Every API call of the panel (the start-up's client, holding its early reads). */
  http: AppHttpClient;
  locale: AppLocale;
  /** The catalogue of `locale`, loaded before the app is mounted (polyglot needs it at once). */
  messages: TranslationMessages;
  screens: readonly ScreenDeclaration[];
}

export function createAdminParts({ settings, http, locale, messages, screens }: AdminPartsInput) {
  const authProvider = createAuthProvider(http, settings);
  // A session whose second step is still to take is not signed in yet: its check is asked (and
  // sends it to the second step's page), not answered.
  const queryClient = createQueryClient({
    signedIn: isSignedIn() && !secondStepPending(),
    authProvider,
  });
  answerAccessAtOnce(queryClient, { currentRole, onRoleChange });
  return {
    i18nProvider: createI18nProvider(locale, messages),
    authProvider,
    dataProvider: createDataProvider(
      { http, serverTimeZone: () => settings.serverTimeZone },
      screens,
    ),
    store: createAppStore(locale),
    queryClient,
  };
}

export type AdminParts = ReturnType<typeof createAdminParts>;
