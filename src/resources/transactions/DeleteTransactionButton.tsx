// Deletes one transaction after confirmation; a failure names the transaction (docs/product.md:
// Messages).
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useDelete, useNotify, useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { useRecountPending } from '../../layout/PendingCount';

export function DeleteTransactionButton({ record }: { record: Transaction }) {
  const translate = useTranslate();
  const notify = useNotify();
  const recountPending = useRecountPending();
  const [remove, { isPending }] = useDelete<Transaction>();
  const [open, setOpen] = useState(false);

  function confirm() {
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
        onError: () => {
          setOpen(false);
          notify('app.transactions.deleteError', {
            type: 'error',
            messageArgs: { id: record.id },
          });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${translate('app.transactions.delete')}: #${record.id}`}
        // Only the icon is red: the variant owns the text colour (cx does not merge classes).
        icon={<Trash2 size={16} aria-hidden className="text-danger" />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        open={open}
        loading={isPending}
        title={translate('app.transactions.confirmDeleteTitle')}
        content={translate('app.transactions.confirmDelete', { id: record.id })}
        confirmLabel={translate('app.transactions.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
