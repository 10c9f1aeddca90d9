// What a Mini App shows instead of the panel when the server refuses its Telegram user (linked to
// no account, a disabled one, stale or forged data) or after signing out: one message in the
// saved language, in Telegram's colours, and nothing of the panel. And a note over the panel
// where something of Telegram's cannot work in this Telegram client.
import './message.css';
import { readLocale, readThemeMode } from '../lib/preferences';
import { createTranslator } from '../lib/translate';
import { loadSignInMessages } from '../auth/signInMessages';

/** The Mini App's sign-in texts in the saved language (its messages load only these). */
async function miniAppTranslator() {
  const locale = readLocale();
  return {
    locale,
    translate: createTranslator(await loadSignInMessages(locale).catch(() => ({}))),
  };
}

/**
 * The Mini App's page instead of the panel, in the saved language, under its title: filled by
 * the caller, shown in `root`.
 */
export async function miniAppPage(root: HTMLElement) {
  const { locale, translate } = await miniAppTranslator();
  document.documentElement.lang = locale;
  const main = document.createElement('main');
  main.className = 'mini-app-message';
  const title = document.createElement('h1');
  title.textContent = translate('app.telegram.title');
  main.append(title);
  root.replaceChildren(main);
  return { main, translate };
}

export async function showMiniAppMessage(
  root: HTMLElement,
  key: string,
  values: Record<string, string | number> = {},
): Promise<void> {
  const { main, translate } = await miniAppPage(root);
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = translate(`app.telegram.${key}`, values);
  main.append(text);
}

/** A note over the panel (app.telegram.<key>), in the saved language and theme, until closed. */
export async function showMiniAppNotice(key: string): Promise<void> {
  const { translate } = await miniAppTranslator();
  const notice = document.createElement('div');
  notice.className = 'mini-app-notice';
  notice.setAttribute('role', 'status');
  notice.dataset.theme = readThemeMode();
  const text = document.createElement('p');
  text.textContent = translate(`app.telegram.${key}`);
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = translate('app.telegram.close');
  close.addEventListener('click', () => notice.remove());
  notice.append(text, close);
  document.body.append(notice);
}
