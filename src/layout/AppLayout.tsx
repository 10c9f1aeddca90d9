// react-admin's responsive layout (a drawer on phones) with the app menu.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppMenu } from './Menu';

export function AppLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AppMenu}>{children}</Layout>;
}
