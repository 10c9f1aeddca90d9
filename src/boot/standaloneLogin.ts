// The signed-out /login page: the plain sign-in form with the saved language and theme. The
// admin app is fetched only after the server has accepted the credentials.
import { signIn } from '../auth/signIn';
import { createTranslator } from '../lib/translate';
import { readLocale, readThemeMode, writeLocale, type AppLocale } from '../lib/preferences';
import { ApiError } from '../providers/httpClient';
import { mountLoginForm } from '../signIn/login/loginForm';
import { loadSignInMessages } from '../auth/signInMessages';
import type { StartUp } from './startUp';

export interface StandaloneLoginOptions {
  /** Built once the runtime settings (the API URL) have arrived; the first request waits for it. */
  startUp: Promise<StartUp>;
  /** Fetches the admin app and returns what starts it; the form stays busy meanwhile. */
  loadAdmin: () => Promise<() => void>;
}

export async function showStandaloneLogin(container: HTMLElement, options: StandaloneLoginOptions) {
  let locale = readLocale();
  const translatorFor = async (wanted: AppLocale) =>
    createTranslator(await loadSignInMessages(wanted));

  document.documentElement.lang = locale;
  const form = mountLoginForm(container, {
    translate: await translatorFor(locale),
    locale,
    theme: readThemeMode(),
    onLocaleChange: (next) => {
      locale = next;
      writeLocale(next);
      void translatorFor(next).then((translate) => {
        // A slower earlier choice must not overwrite a later one.
        if (next !== locale) return;
        document.documentElement.lang = next;
        form.update({ translate, locale: next });
      });
    },
    onSubmit: async (username, password) => {
      const { http, settings } = await options.startUp;
      await signIn(http, { username, password, geolocationUrl: settings.geolocationUrl });
      let startAdmin: () => void;
      try {
        startAdmin = await options.loadAdmin();
      } catch (error) {
        // The app's files could not be fetched: a connection problem (status 0, as the HTTP
        // client reports one), not wrong credentials.
        throw new ApiError(String(error), 0);
      }
      form.destroy();
      startAdmin();
    },
  });
}
