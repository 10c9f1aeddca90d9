// What a Mini App shows instead of the panel when the server refuses its Telegram user (linked to
// no account, a disabled one, stale or forged data) or after signing out: one message in the
// saved language, in Telegram's colours, and nothing of the panel.
import './message.css';
import { readLocale } from '../lib/preferences';
import { createTranslator } from '../lib/translate';
import { loadSignInMessages } from '../layout/login/signInMessages';

export async function showMiniAppMessage(
  root: HTMLElement,
  key: string,
  values: Record<string, string | number> = {},
): Promise<void> {
  const locale = readLocale();
  const translate = createTranslator(await loadSignInMessages(locale).catch(() => ({})));
  document.documentElement.lang = locale;
  const main = document.createElement('main');
  main.className = 'mini-app-message';
  const title = document.createElement('h1');
  title.textContent = translate('app.telegram.title');
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = translate(`app.telegram.${key}`, values);
  main.append(title, text);
  root.replaceChildren(main);
}
