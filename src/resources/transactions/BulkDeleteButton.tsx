// Deletes the selected transactions in one call (DELETE /transactions/bulk) after confirmation.
// The button shows the selected count; with nothing selected it explains what to do (SPEC §5).
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import { Confirm, useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';

export function BulkDeleteButton() {
  const translate = useTranslate();
  const notify = useNotify();
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
          setOpen(false);
          onUnselectItems();
          notify('app.transactions.bulkDeleted', { type: 'info', messageArgs: { count } });
        },
        onError: () => {
          setOpen(false);
          notify('app.transactions.bulkDeleteError', { type: 'error' });
        },
      },
    );
  }

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size="small"
        startIcon={<DeleteSweep />}
        onClick={start}
      >
        {translate('app.transactions.deleteSelected', { count })}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.transactions.confirmBulkTitle"
        content="app.transactions.confirmBulk"
        contentTranslateOptions={{ count }}
        confirm="app.transactions.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
