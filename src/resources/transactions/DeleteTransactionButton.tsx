// Deletes one transaction after confirmation; a failure names the transaction (docs/product.md:
// Messages). The journal holds one deletion (TransactionDeletion) for all its rows: each row's
// button only asks it, so a page of rows does not each carry a mutation, a dialog and their hooks.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { Button } from '../../ui/Button';
import { LineIcon } from '../../ui/LineIcon';
import { Confirm } from '../../ui/Confirm';
import { useRecountPending } from '../../layout/PendingCount';
import { writeFailure } from '../../providers/apiErrors';

const AskToDelete = createContext<((record: Transaction) => void) | null>(null);

/** The journal's one delete confirmation and mutation, asked for by the rows' buttons. */
export function TransactionDeletion({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const notify = useNotify();
  const recountPending = useRecountPending();
  const [remove, { isPending }] = useDelete<Transaction>();
  // Kept after closing, so that the dialog's texts stay while it fades out.
  const [record, setRecord] = useState<Transaction | null>(null);
  const [open, setOpen] = useState(false);

  // The same function for the whole life of the journal, so that the rows need not be drawn again.
  const ask = useCallback((target: Transaction) => {
    setRecord(target);
    setOpen(true);
  }, []);

  function confirm() {
    if (!record) return;
    remove(
      'transactions',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          recountPending();
          setOpen(false);
          notify('app.transactions.deleted', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify(writeFailure(error, 'app.transactions.deleteError'), {
            type: 'error',
            messageArgs: { id: record.id },
          });
        },
      },
    );
  }

  return (
    <AskToDelete.Provider value={ask}>
      {children}
      <Confirm
        open={open}
        loading={isPending}
        title={translate('app.transactions.confirmDeleteTitle')}
        content={translate('app.transactions.confirmDelete', { id: record?.id ?? '' })}
        confirmLabel={translate('app.transactions.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </AskToDelete.Provider>
  );
}

export function DeleteTransactionButton({ record }: { record: Transaction }) {
  const translate = useTranslate();
  const ask = useContext(AskToDelete);
  if (!ask) throw new Error('DeleteTransactionButton is drawn inside <TransactionDeletion>');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${translate('app.transactions.delete')}: #${record.id}`}
      // Only the icon is red: the variant owns the text colour (cx does not merge classes).
      icon={<LineIcon icon={Trash2} size={16} className="text-danger" />}
      onClick={() => ask(record)}
    />
  );
}
