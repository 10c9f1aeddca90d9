// The menu on a phone, as a drawer from the left; its code comes when it first opens (or once
// the app is idle), as the design system's dialogs do (ui/lazyParts.ts).
import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from '../speed/lazyParts';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const MenuDrawerView = lazyPart(() => import('./MenuDrawerView'));

export function MenuDrawer(props: MenuDrawerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawerView {...props} />
    </Suspense>
  );
}
