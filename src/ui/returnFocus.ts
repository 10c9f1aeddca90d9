// Focus back where it was when a dialog opened from anywhere (not from a radix trigger): radix
// would otherwise leave it on the page's body once the dialog is gone.
import { useRef } from 'react';

/** The two autofocus handlers of a radix Dialog.Content. */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement as HTMLElement | null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
