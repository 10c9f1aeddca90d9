// The /login page inside the admin app (after a sign-out or an expired session): the same form,
// with react-admin's login flow, which returns to the page the admin was sent away from.
import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import type { AppLocale } from '../../lib/preferences';
import { LoginView } from './LoginView';
import { useDocumentLanguage } from '../useDocumentLanguage';

export function AdminLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  useDocumentLanguage(locale);
  return (
    <LoginView
      translate={(key) => translate(key)}
      locale={locale as AppLocale}
      onLocaleChange={setLocale}
      onSubmit={(username, password) => login({ username, password })}
    />
  );
}
