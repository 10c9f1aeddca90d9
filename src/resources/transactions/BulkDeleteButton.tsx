// Deletes the selected transactions in one call (DELETE /transactions/bulk) after confirmation.
// The button shows the selected count; with nothing selected it explains what to do
// (docs/product.md: Form rules), which is why it is never disabled.
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useDeleteMany, useListContext, useNotify, useTranslate } from 'ra-core';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { useRecountPending } from '../../layout/PendingCount';
import { writeFailure } from '../../providers/apiErrors';

export function BulkDeleteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const recountPending = useRecountPending();
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const count = selectedIds.length;

  function start() {
    if (count === 0) {
      notify('app.transactions.nothingSelected', { type: 'warning' });
      return;
    }
    setOpen(true);
  }

  function confirm() {
    deleteMany(
      'transactions',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          recountPending();
          setOpen(false);
          onUnselectItems();
          notify('app.transactions.bulkDeleted', { type: 'info', messageArgs: { count } });
        },
        onError: (error) => {
          setOpen(false);
          notify(writeFailure(error, 'app.transactions.bulkDeleteError'), { type: 'error' });
        },
      },
    );
  }

  return (
    <>
      <Button
        size="sm"
        // Only the icon is red: the variant owns the text colour (cx does not merge classes).
        icon={<Trash2 size={16} aria-hidden className="text-danger" />}
        onClick={start}
      >
        {translate('app.transactions.deleteSelected', { count })}
      </Button>
      <Confirm
        open={open}
        loading={isPending}
        title={translate('app.transactions.confirmBulkTitle')}
        content={translate('app.transactions.confirmBulk', { count })}
        confirmLabel={translate('app.transactions.delete')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
