// A modal dialog: the screens say whether it is open, and the dialog's code (radix-ui, focus
// trapping, scroll locking: script that no screen's first drawing needs)
// arrives the first time one opens, or earlier once the app is idle (ui/lazyParts.ts).
import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from './lazyParts';
import type { DialogProps } from './DialogView';

export type { DialogProps } from './DialogView';

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
