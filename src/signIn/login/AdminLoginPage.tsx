// The /login page inside the admin app (after a sign-out or an expired session): the same plain
// form as the /login entry, with react-admin's login flow, which returns to the page the admin
// was sent away from.
import { useEffect, useRef } from 'react';
import { useLocaleState, useLogin, useTranslate } from 'ra-core';
import type { AppLocale } from '../../lib/preferences';
import { useDocumentLanguage } from '../../ui/useDocumentLanguage';
import { useThemeMode } from '../../ui/useThemeMode';
import { mountLoginForm, type LoginForm } from './loginForm';

export function AdminLoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const [theme] = useThemeMode();
  const container = useRef<HTMLDivElement>(null);
  const form = useRef<LoginForm | null>(null);
  useDocumentLanguage(locale);

  const current = {
    translate: (key: string) => translate(key),
    locale: locale as AppLocale,
    theme: theme === 'dark' ? ('dark' as const) : ('light' as const),
  };
  // The form lives across renders; it reads the latest callbacks and texts through this ref.
  const latest = useRef({ ...current, login, setLocale });
  latest.current = { ...current, login, setLocale };

  useEffect(() => {
    const { translate: t, locale: l, theme: mode } = latest.current;
    const mounted = mountLoginForm(container.current!, {
      translate: t,
      locale: l,
      theme: mode,
      onLocaleChange: (next) => latest.current.setLocale(next),
      onSubmit: (username, password) => latest.current.login({ username, password }),
    });
    form.current = mounted;
    return () => {
      mounted.destroy();
      form.current = null;
    };
  }, []);

  useEffect(() => {
    const { translate: t, locale: l, theme: mode } = latest.current;
    form.current?.update({ translate: t, locale: l, theme: mode });
  }, [translate, locale, theme]);

  return <div ref={container} />;
}
