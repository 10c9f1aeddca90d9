// One admin: chat ID, the notification switch (optimistic, reverted on failure) and delete.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import { Confirm, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { AdminChat } from '../../providers/resources/admins';
import { ADMIN_TOAST_MS } from './toast';

export function AdminRow({ admin }: { admin: AdminChat }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<AdminChat>();
  const [remove, { isPending: deleting }] = useDelete<AdminChat>();
  const [confirming, setConfirming] = useState(false);
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

  function toggle() {
    const next = !on;
    setPendingValue(next);
    update(
      'admins',
      { id: admin.id, data: { receiveNotifications: next }, previousData: admin },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(next ? 'app.admins.enabledMessage' : 'app.admins.disabledMessage', {
            type: 'info',
            autoHideDuration: ADMIN_TOAST_MS,
          });
        },
        onError: () => {
          setPendingValue(null);
          notify('app.admins.toggleError', { type: 'error', autoHideDuration: ADMIN_TOAST_MS });
        },
      },
    );
  }

  function confirmDelete() {
    remove(
      'admins',
      { id: admin.id, previousData: admin },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.admins.deleted', { type: 'info', autoHideDuration: ADMIN_TOAST_MS });
        },
        onError: () => {
          setConfirming(false);
          notify('app.admins.deleteError', { type: 'error', autoHideDuration: ADMIN_TOAST_MS });
        },
      },
    );
  }

  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }} data-testid={`admin-${admin.chatId}`}>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('app.admins.chatId')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all' }}>
          {admin.chatId}
        </Typography>
      </Box>
      <Tooltip title={statusLabel}>
        {on ? (
          <NotificationsActive color="success" titleAccess={statusLabel} />
        ) : (
          <NotificationsOff color="disabled" titleAccess={statusLabel} />
        )}
      </Tooltip>
      <Switch
        checked={on}
        onChange={toggle}
        disabled={pendingValue !== null}
        slotProps={{
          input: {
            'aria-label': `${translate('app.admins.notifications')}: ${admin.chatId}`,
          },
        }}
      />
      <IconButton
        onClick={() => setConfirming(true)}
        aria-label={`${translate('app.admins.delete')}: ${admin.chatId}`}
        color="error"
      >
        <DeleteOutline />
      </IconButton>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="app.admins.confirmDeleteTitle"
        content="app.admins.confirmDelete"
        contentTranslateOptions={{ chatId: admin.chatId }}
        confirm="app.admins.delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
