// The admin app's files could not be downloaded (connection lost, a deploy replaced them): say so
// in the saved language and offer a reload, instead of a blank page.
import './appLoadFailure.css';
import { readLocale, readThemeMode } from '../lib/preferences';
import { createTranslator } from '../lib/translate';
import { loadSignInMessages } from '../auth/signInMessages';

export async function showAppLoadFailure(reload: () => void = () => window.location.reload()) {
  const translate = createTranslator(await loadSignInMessages(readLocale()).catch(() => ({})));
  const banner = document.createElement('div');
  banner.className = 'load-failed';
  banner.setAttribute('role', 'alert');
  banner.dataset.theme = readThemeMode();
  const message = document.createElement('p');
  message.textContent = translate('app.login.unavailable');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = translate('app.login.reload');
  button.addEventListener('click', () => reload());
  banner.append(message, button);
  document.body.append(banner);
}
