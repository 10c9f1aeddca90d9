// The menu on a phone, as a drawer from the left; its code comes when it first opens (or once
// the app is idle), as the design system's dialogs do (ui/lazyParts.ts).
import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from '../ui/lazyParts';
import type { MenuDrawerProps } from './MenuDrawerView';

export type { MenuDrawerProps } from './MenuDrawerView';

const MenuDrawerView = lazyPart(() => import('./MenuDrawerView'));

export function MenuDrawer(props: MenuDrawerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerView {...props} />
    </Suspense>
  );
}
