// The sign-in form (docs/product.md: Screens Login) in plain DOM. The signed-out /login entry must
// open fast on a slow phone (issue 6: 2.5 s at 400 kbit/s), which leaves no room for React or MUI;
// the admin app's own /login page mounts this same form, so there is one form to keep right.
import './loginForm.css';
import { LOCALES, type AppLocale, type ThemeMode } from '../../lib/preferences';
import { loginErrorKey } from './loginErrorKey';
import { loginIcon } from './loginIcons';

export interface LoginFormOptions {
  translate: (key: string) => string;
  locale: AppLocale;
  theme: ThemeMode;
  onLocaleChange: (locale: AppLocale) => void;
  /** Resolves once signed in (the form stays busy until then); rejects with the server's error. */
  onSubmit: (username: string, password: string) => Promise<void>;
}

export type LoginFormUpdate = Partial<Pick<LoginFormOptions, 'translate' | 'locale' | 'theme'>>;

export interface LoginForm {
  update(changes: LoginFormUpdate): void;
  destroy(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function field(id: string, input: HTMLInputElement, extra?: Node) {
  const label = element('label', { for: id, class: 'signin-label' });
  const help = element('p', { id: `${id}-help`, class: 'signin-help' });
  input.id = id;
  input.className = 'signin-input';
  input.required = true;
  input.setAttribute('aria-describedby', help.id);
  const row = extra ? element('div', { class: 'signin-input-row' }, input, extra) : input;
  return { label, help, root: element('div', { class: 'signin-field' }, label, row, help) };
}

export function mountLoginForm(container: HTMLElement, options: LoginFormOptions): LoginForm {
  let { translate: t, locale, theme } = options;
  const state = { touched: false, submitting: false, showPassword: false, errorKey: '' };

  const username = element('input', { name: 'username', autocomplete: 'username' });
  const password = element('input', { name: 'password', autocomplete: 'current-password' });
  const reveal = element('button', { type: 'button', class: 'signin-reveal' });
  const usernameField = field('signin-username', username);
  const passwordField = field('signin-password', password, reveal);
  const title = element('h1', { class: 'signin-title' });
  const alert = element('div', { role: 'alert', class: 'signin-alert' });
  const submit = element('button', { type: 'submit', class: 'signin-submit' });
  const localeLabel = element('label', { for: 'signin-locale', class: 'signin-label' });
  const localeList = element('select', { id: 'signin-locale', class: 'signin-select' });
  // The browser's own list: the easiest to use on a phone, and no menu code to download.
  const localeOptions = LOCALES.map((code) => element('option', { value: code }));
  localeList.append(...localeOptions);
  const form = element(
    'form',
    { class: 'signin-card', novalidate: '' },
    element('div', { class: 'signin-head' }, loginIcon('lock', 'signin-lock'), title),
    usernameField.root,
    passwordField.root,
    submit,
    element('div', { class: 'signin-locale' }, localeLabel, localeList),
  );
  const root = element('main', { class: 'signin' }, form);

  function render() {
    root.dataset.theme = theme;
    title.textContent = t('app.login.title');
    const required = t('app.login.required');
    for (const [{ label, help }, input, text] of [
      [usernameField, username, 'app.login.username'],
      [passwordField, password, 'app.login.password'],
    ] as const) {
      label.replaceChildren(t(text), element('span', { 'aria-hidden': 'true' }, ' *'));
      const missing = state.touched && !(input === username ? input.value.trim() : input.value);
      input.setAttribute('aria-invalid', String(missing));
      help.textContent = missing ? required : '';
    }
    password.type = state.showPassword ? 'text' : 'password';
    reveal.setAttribute(
      'aria-label',
      t(state.showPassword ? 'app.login.hidePassword' : 'app.login.showPassword'),
    );
    reveal.replaceChildren(loginIcon(state.showPassword ? 'visibilityOff' : 'visibility', ''));
    submit.disabled = state.submitting;
    submit.textContent = t(state.submitting ? 'app.login.submitting' : 'app.login.submit');
    if (state.errorKey) {
      alert.textContent = t(state.errorKey);
      if (!alert.isConnected) form.insertBefore(alert, usernameField.root);
    } else {
      alert.remove();
    }
    localeLabel.textContent = t('app.locale.label');
    localeOptions.forEach((option) => (option.textContent = t(`app.locale.${option.value}`)));
    localeList.value = locale;
  }

  async function handleSubmit(event: Event) {
    event.preventDefault();
    state.touched = true;
    const name = username.value.trim();
    if (!name || !password.value || state.submitting) return render();
    state.submitting = true;
    state.errorKey = '';
    render();
    try {
      await options.onSubmit(name, password.value);
    } catch (error) {
      state.errorKey = loginErrorKey(error);
      state.submitting = false;
      if (root.isConnected) render();
    }
  }

  form.addEventListener('submit', (event) => void handleSubmit(event));
  // After a first attempt the "required" hints follow the typing, as MUI's fields did.
  form.addEventListener('input', () => state.touched && render());
  reveal.addEventListener('click', () => {
    state.showPassword = !state.showPassword;
    render();
  });
  localeList.addEventListener('change', () =>
    options.onLocaleChange(localeList.value as AppLocale),
  );

  render();
  container.append(root);
  username.focus();

  return {
    update(changes) {
      t = changes.translate ?? t;
      locale = changes.locale ?? locale;
      theme = changes.theme ?? theme;
      render();
    },
    destroy() {
      root.remove();
    },
  };
}
