// A button that opens a short menu of choices. Until it is first used the button stands alone
// (it says that it opens a menu); the first click, Enter, Space or arrow down fetches the menu's
// code (radix-ui) and opens it, and from then on radix-ui runs both (ui/lazyParts.ts).
import { cloneElement, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lazyPart } from './lazyParts';
import type { DropdownMenuProps } from './DropdownMenuView';

export type { DropdownMenuProps } from './DropdownMenuView';

const loadView = () => import('./DropdownMenuView');
const DropdownMenuView = lazyPart(loadView);
const preload = () => void loadView().catch(() => undefined);

export function DropdownMenu({ trigger, choices }: DropdownMenuProps) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Suspense fallback={trigger as ReactNode}>
        <DropdownMenuView trigger={trigger} choices={choices} />
      </Suspense>
    );
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setUsed(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setUsed(true);
    },
    onPointerEnter: preload,
    onFocus: preload,
  });
}
