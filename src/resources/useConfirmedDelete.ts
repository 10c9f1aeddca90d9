// "Delete after a confirmation" for the card grids: which record is being confirmed, the
// server call (answered before the list changes), and the toast for either outcome.
import { useState } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';

interface Options {
  /** Catalogue key of the success toast. */
  deleted: string;
  /** The failure toast: a catalogue key, or a message already in words. */
  failure: (error: unknown) => string;
}

export function useConfirmedDelete<T extends RaRecord>(resource: string, options: Options) {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<T>();
  const [pending, setPending] = useState<T | null>(null);

  function confirm() {
    if (!pending) return;
    remove(
      resource,
      { id: pending.id, previousData: pending },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setPending(null);
          notify(options.deleted, { type: 'info' });
        },
        onError: (error) => {
          setPending(null);
          const message = options.failure(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  }

  return {
    /** The record waiting for confirmation, or null. */
    pending,
    ask: (record: T) => setPending(record),
    cancel: () => setPending(null),
    confirm,
    isPending,
  };
}
