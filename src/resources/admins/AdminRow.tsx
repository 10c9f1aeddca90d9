// One admin: chat ID, the notification switch (optimistic, reverted on failure) and delete. A role
// that may not change admins sees the notification state in words, and no delete.
import { useEffect, useState } from 'react';
import { Bell, BellOff, Trash2 } from 'lucide-react';
import { useDelete, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { AdminChat } from '../../providers/resources/admins';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Switch } from '../../ui/Switch';
import { TOAST_MS } from '../../ui/toastDurations';
import { writeFailure } from '../../providers/apiErrors';
import { useCan } from '../../auth/useCan';

export function AdminRow({ admin }: { admin: AdminChat }) {
  const translate = useTranslate();
  const notify = useNotify();
  const canEdit = useCan('admins', 'edit');
  const canDelete = useCan('admins', 'delete');
  const [update] = useUpdate<AdminChat>();
  // The value shown while the server has not answered yet: the switch moves at once and goes
  // back if the server refuses. react-admin's own optimistic mode would announce success before
  // the answer, which is wrong for a setting admins rely on.
  const [pendingValue, setPendingValue] = useState<boolean | null>(null);
  const on = pendingValue ?? admin.receiveNotifications;
  // After a success the shown value is kept until the list's record has it too: the two
  // updates may be drawn in separate renders, and the switch must not flick back in between.
  useEffect(() => {
    if (pendingValue === admin.receiveNotifications) setPendingValue(null);
  }, [pendingValue, admin.receiveNotifications]);
  const statusLabel = translate(on ? 'app.admins.notificationsOn' : 'app.admins.notificationsOff');
  const StatusIcon = on ? Bell : BellOff;

  function toggle() {
    const next = !on;
    setPendingValue(next);
    update(
      'admins',
      { id: admin.id, data: { receiveNotifications: next }, previousData: admin },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(next ? 'app.admins.enabledMessage' : 'app.admins.disabledMessage', {
            type: 'info',
            autoHideDuration: TOAST_MS.admins,
          }),
        onError: (error) => {
          setPendingValue(null);
          notify(writeFailure(error, 'app.admins.toggleError'), {
            type: 'error',
            autoHideDuration: TOAST_MS.admins,
          });
        },
      },
    );
  }

  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-3 last:border-b-0"
      data-testid={`admin-${admin.chatId}`}
    >
      <div className="min-w-40 flex-1">
        <div className="text-xs text-muted">{translate('app.admins.chatId')}</div>
        <div className="font-mono text-base break-all">{admin.chatId}</div>
      </div>
      <StatusIcon size={20} aria-hidden className={on ? 'text-success' : 'text-muted'} />
      {canEdit ? (
        <Switch
          label={`${translate('app.admins.notifications')}: ${admin.chatId}`}
          hideLabel
          description={statusLabel}
          checked={on}
          onCheckedChange={toggle}
          disabled={pendingValue !== null}
        />
      ) : (
        <span className="text-sm text-muted">{statusLabel}</span>
      )}
      {canDelete && <DeleteAdmin admin={admin} />}
    </li>
  );
}

/** The row's delete button and its confirmation. */
function DeleteAdmin({ admin }: { admin: AdminChat }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending: deleting }] = useDelete<AdminChat>();
  const [confirming, setConfirming] = useState(false);

  function confirmDelete() {
    remove(
      'admins',
      { id: admin.id, previousData: admin },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.admins.deleted', { type: 'info', autoHideDuration: TOAST_MS.admins });
        },
        onError: (error) => {
          setConfirming(false);
          notify(writeFailure(error, 'app.admins.deleteError'), {
            type: 'error',
            autoHideDuration: TOAST_MS.admins,
          });
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="ghost"
        aria-label={`${translate('app.admins.delete')}: ${admin.chatId}`}
        icon={<Trash2 size={18} aria-hidden className="text-danger" />}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        open={confirming}
        loading={deleting}
        title={translate('app.admins.confirmDeleteTitle')}
        content={translate('app.admins.confirmDelete', { chatId: admin.chatId })}
        confirmLabel={translate('app.admins.delete')}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
