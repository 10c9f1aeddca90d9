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
    <Layout menu={AppMenu} appBar={AppBar}>
      {children}
    </Layout>
  );
}
