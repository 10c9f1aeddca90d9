// The Admins screen (SPEC §2): the add form and the list of admin chats.
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AdminChat } from '../../providers/resources/admins';
import { AddAdminForm } from './AddAdminForm';
import { AdminRow } from './AdminRow';
import { ADMIN_TOAST_MS } from './toast';

export function AdminList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useGetList<AdminChat>('admins', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'chatId', order: 'ASC' },
  });

  useEffect(() => {
    if (error) notify('app.admins.loadError', { type: 'error', autoHideDuration: ADMIN_TOAST_MS });
  }, [error, notify]);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 760 }}>
      <Title title={translate('app.admins.title')} />
      <Typography component="h1" variant="h5">
        {translate('app.admins.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.admins.addTitle')}
          </Typography>
          <AddAdminForm />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ pb: 1 }}>
          <Typography component="h2" variant="h6">
            {translate('app.admins.listTitle')}
          </Typography>
        </CardContent>
        {isPending ? (
          <Stack spacing={1} sx={{ px: 2, pb: 2 }} aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {translate('app.admins.loadError')}
          </Alert>
        ) : data && data.length > 0 ? (
          <List disablePadding>
            {data.map((admin) => (
              <AdminRow key={admin.id} admin={admin} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {translate('app.admins.empty')}
          </Typography>
        )}
      </Card>
    </Stack>
  );
}
