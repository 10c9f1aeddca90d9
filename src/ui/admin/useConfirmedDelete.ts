// "Delete after a confirmation" for the tile screens: which record is being confirmed, the
// server call (answered before the list changes), and the toast for either outcome.
import { useState } from 'react';
import { useDelete, useNotify, type RaRecord } from 'ra-core';

interface Options {
  /** Catalogue key of the success toast. */
  deleted: string;
  /** The failure toast: a catalogue key, or a message already in words. */
  failure: (error: unknown) => string;
  /** How long the toasts stay, when the screen's spec says. */
  autoHideDuration?: number;
}

export function useConfirmedDelete<T extends RaRecord>(resource: string, options: Options) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<T>();
  const [pending, setPending] = useState<T | null>(null);
  const { autoHideDuration } = options;

  function confirm() {
    if (!pending) return;
    remove(
      resource,
      { id: pending.id, previousData: pending },
      {
        // ra-core's default is undoable: the tile would vanish before the server refused.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setPending(null);
          notify(options.deleted, { type: 'info', autoHideDuration });
        },
        onError: (error) => {
          setPending(null);
          const message = options.failure(error);
          // A server's words are not a catalogue key: '_' makes the translator show them as is.
          notify(message, { type: 'error', autoHideDuration, messageArgs: { _: message } });
        },
      },
    );
  }

  return {
    /** The record waiting for confirmation, or null. */
    pending,
    ask: (record: T) => setPending(record),
    /** The confirmation dialog's state and answers (ui/Confirm), the screen adding its words. */
    confirmProps: {
      open: pending !== null,
      loading: isPending,
      onConfirm: confirm,
      onClose: () => setPending(null),
    },
  };
}
