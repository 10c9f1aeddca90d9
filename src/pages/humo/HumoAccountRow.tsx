// One connected Telegram profile: picture (or a placeholder), name, @username, phone, status and
// a delete button that asks first.
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Person from '@mui/icons-material/Person';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { HumoAccount } from '../../providers/humo';
import { useHumoNotify } from './HumoNotice';

// Only plain base64 becomes an image source: the field is free text from a helper service.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function profilePictureSrc(picture: string | null): string | undefined {
  if (!picture) return undefined;
  const compact = picture.replace(/\s+/g, '');
  return BASE64.test(compact) ? `data:image/jpeg;base64,${compact}` : undefined;
}

const ACTIVE_STATUS = /^(active|online|connected|authorized|ok)$/i;

export function HumoAccountRow({
  account,
  onDeleted,
}: {
  account: HumoAccount;
  onDeleted: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useHumoNotify();
  const [confirming, setConfirming] = useState(false);
  const name = account.name.trim() || translate('app.humo.noName');
  const username = account.username.trim().replace(/^@/, '');
  const picture = profilePictureSrc(account.profilePicture);

  const remove = useMutation({
    mutationFn: () => dataProvider.humoDeleteAccount(account.phone),
    onSuccess: (answer) => {
      setConfirming(false);
      notify.success(answer.message, 'app.humo.deleted');
      onDeleted();
    },
    onError: (error) => {
      setConfirming(false);
      notify.failure(error);
    },
  });

  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap' }} data-testid={`humo-account-${account.id}`}>
      <ListItemAvatar sx={{ minWidth: 0 }}>
        {picture ? (
          <Avatar src={picture} alt={name} sx={{ width: 48, height: 48 }} />
        ) : (
          // The name is written next to it; the placeholder itself says nothing more.
          <Avatar sx={{ width: 48, height: 48 }} aria-hidden data-testid="humo-avatar-placeholder">
            <Person />
          </Avatar>
        )}
      </ListItemAvatar>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        {username ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            @{username}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {account.phone}
        </Typography>
      </Box>
      {account.status ? (
        <Chip
          size="small"
          label={account.status}
          color={ACTIVE_STATUS.test(account.status) ? 'success' : 'default'}
          title={translate('app.humo.status')}
        />
      ) : null}
      <IconButton
        color="error"
        onClick={() => setConfirming(true)}
        aria-label={`${translate('app.humo.delete')}: ${account.phone}`}
      >
        <DeleteOutline />
      </IconButton>
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title="app.humo.confirmDeleteTitle"
        content="app.humo.confirmDelete"
        contentTranslateOptions={{ name, phone: account.phone }}
        confirm="app.humo.delete"
        confirmColor="warning"
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </ListItem>
  );
}
