// The signed-out /login page as a small entry: React, a few MUI parts and src/auth only.
// The admin app (react-admin, grids, charts) is fetched after a successful sign-in.
import { useEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { apiClient } from '../../auth/api';
import { signIn } from '../../auth/signIn';
import { createTranslator } from '../../lib/translate';
import { readLocale, readThemeMode, writeLocale, type AppLocale } from '../../lib/preferences';
import { paletteFor } from '../palette';
import { LoginView } from './LoginView';
import { useDocumentLanguage } from '../useDocumentLanguage';
import { defaultMessages, loadMessages } from '../../providers/catalogues';

export function StandaloneLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const [locale, setLocale] = useState<AppLocale>(readLocale);
  const [messages, setMessages] = useState<object>(defaultMessages);
  const theme = useMemo(() => createTheme({ palette: paletteFor(readThemeMode()) }), []);

  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [locale]);

  const translate = useMemo(() => createTranslator(messages), [messages]);
  useDocumentLanguage(locale);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginView
        translate={translate}
        locale={locale}
        onLocaleChange={(next) => {
          writeLocale(next);
          setLocale(next);
        }}
        onSubmit={async (username, password) => {
          await signIn(apiClient, username, password);
          onSignedIn();
        }}
      />
    </ThemeProvider>
  );
}
