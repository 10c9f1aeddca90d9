// A modal dialog: the screens say whether it is open, and the dialog's code (radix-ui, focus
// trapping, scroll locking; about a fifth of the script a screen would otherwise load first)
// arrives the first time one opens, or earlier once the app is idle (ui/lazyParts.ts).
import { Suspense, type ReactNode } from 'react';
import { lazyPart, useOpenedOnce } from '../speed/lazyParts';

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

const DialogView = lazyPart(() => import('./DialogView'));

export function Dialog(props: DialogProps) {
  // Once opened it stays mounted, so that closing it gives focus back where it was.
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
