// The modal dialog itself (radix-ui: focus kept inside, Escape and the close button close it,
// focus goes back to what opened it). Full width on a phone, centred on a desktop. Loaded the
// first time a dialog opens (Dialog.tsx).
import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from './Button';
import { useReturnFocus } from './returnFocus';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What the dialog is about, read out with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons, at the bottom. */
  actions?: ReactNode;
  /** A panel along the right edge (the whole width on a phone) instead of a centred box. */
  side?: boolean;
}

export default function DialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  side = false,
}: DialogProps) {
  const translate = useTranslate();
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <RadixDialog.Content
          // Without a description, say there is none (radix otherwise points at a missing one).
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          className={
            side
              ? 'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-md flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 text-fg shadow-xl'
              : 'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-5 text-fg shadow-xl'
          }
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                aria-label={translate('ra.action.close')}
                icon={<X size={18} aria-hidden />}
              />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="text-sm text-muted">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {actions && <div className="flex flex-wrap justify-end gap-2">{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
