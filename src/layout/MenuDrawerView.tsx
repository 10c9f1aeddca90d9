// The drawer itself (radix-ui Dialog): a panel from the left, closed by Escape, the close
// button, a tap outside or choosing an entry. Loaded when first opened (MenuDrawer.tsx).
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from '../ui/Button';
import { useReturnFocus } from '../ui/returnFocus';
import { AppMenu } from './Menu';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function MenuDrawerView({ open, onOpenChange }: MenuDrawerProps) {
  const translate = useTranslate();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-border bg-surface text-fg shadow-xl lg:hidden"
        >
          <div className="flex items-center justify-between border-b border-border px-3 py-2">
            <Dialog.Title className="m-0 text-base font-medium">
              {translate('app.menu.navigation')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                aria-label={translate('ra.action.close_menu')}
                icon={<X size={20} aria-hidden />}
              />
            </Dialog.Close>
          </div>
          <AppMenu onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
