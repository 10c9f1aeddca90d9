// "Are you sure?" before a destructive or irreversible action.
import { useTranslate } from 'ra-core';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmProps {
  open: boolean;
  title: string;
  content: string;
  /** Label of the confirming button; "Tasdiqlash" by default. */
  confirmLabel?: string;
  /** The action's button is red for deletions. */
  danger?: boolean;
  /** While the action runs both buttons are disabled. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function Confirm({
  open,
  title,
  content,
  confirmLabel,
  danger = true,
  loading,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={content}
      actions={
        <>
          <Button onClick={onClose} disabled={loading}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} disabled={loading}>
            {confirmLabel ?? translate('ra.action.confirm')}
          </Button>
        </>
      }
    />
  );
}
