// The one object the start-up hands the admin app: the deployment's settings and the HTTP client
// whose early reads (loadTime/earlyReads.ts) the app's first calls take. Built once the settings
// have arrived; nothing else of the start-up is shared through module state.
import { getAuthorization, keepRole, roleOfAnswer } from '../auth/tokenStore';
import { createHttpClient, type AppHttpClient } from '../providers/httpClient';
import type { RuntimeConfig } from '../settings/settings';

export interface StartUp {
  settings: RuntimeConfig;
  /** Every API call of the panel: the settings' API URL and the saved token. */
  http: AppHttpClient;
}

export function createStartUp(settings: RuntimeConfig, fetchImpl?: typeof fetch): StartUp {
  return {
    settings,
    http: createHttpClient({
      baseUrl: () => settings.apiUrl,
      getAuthorization,
      // A role changed by an owner reaches the panel with the next answer.
      onAnswer: (headers) => {
        const role = roleOfAnswer(headers);
        if (role) keepRole(role);
      },
      fetchImpl,
    }),
  };
}
