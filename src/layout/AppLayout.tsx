// react-admin's responsive layout (a drawer on phones) with the app menu.
import type { ReactNode } from 'react';
import { Layout, useLocaleState } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './Menu';
import { useDocumentLanguage } from './useDocumentLanguage';

export function AppLayout({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  useDocumentLanguage(locale);
  return (
    <Layout
      menu={AppMenu}
      appBar={AppBar}
      // react-admin's layout is as wide as its widest content (min-width: fit-content); with 0 a
      // wide table scrolls inside its own box on a phone instead of widening the whole page.
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
