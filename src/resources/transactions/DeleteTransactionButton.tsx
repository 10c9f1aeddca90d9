// Deletes one transaction after confirmation; a failure names the transaction (SPEC §8).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Transaction } from '../../providers/resources/transactions';

export function DeleteTransactionButton() {
  const record = useRecordContext<Transaction>();
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<Transaction>();
  const [open, setOpen] = useState(false);
  if (!record) return null;

  function confirm() {
    remove(
      'transactions',
      { id: record!.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.transactions.deleted', { type: 'info' });
        },
        onError: () => {
          setOpen(false);
          notify('app.transactions.deleteError', {
            type: 'error',
            messageArgs: { id: record!.id },
          });
        },
      },
    );
  }

  return (
    <>
      <IconButton
        color="error"
        size="small"
        aria-label={`${translate('app.transactions.delete')}: #${record.id}`}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.transactions.confirmDeleteTitle"
        content="app.transactions.confirmDelete"
        contentTranslateOptions={{ id: record.id }}
        confirm="app.transactions.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
