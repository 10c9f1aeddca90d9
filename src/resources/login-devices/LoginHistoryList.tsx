// 'Kirishlar Tarixi' (SPEC §2): sign-ins newest first, a card each, paged.
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBase, Pagination, Title, useListContext, useNotify, useTranslate } from 'react-admin';
import type { LoginRecord } from '../../providers/resources/loginDevices';
import { LoginCard } from './LoginCard';

function LoginCards() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<LoginRecord>();
  if (isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (error) return <Alert severity="error">{translate('app.loginHistory.loadError')}</Alert>;
  if (!data?.length) {
    return <Typography color="text.secondary">{translate('app.loginHistory.empty')}</Typography>;
  }
  return (
    <>
      <Stack spacing={1.5}>
        {data.map((record) => (
          <LoginCard key={record.id} record={record} />
        ))}
      </Stack>
      <Pagination rowsPerPageOptions={[10, 20, 50]} />
    </>
  );
}

export function LoginHistoryList() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase
      resource="login-devices"
      sort={{ field: 'loginTime', order: 'DESC' }}
      perPage={20}
      disableSyncWithLocation
      queryOptions={{
        // The spec's wording instead of react-admin's generic toast with the raw server text.
        onError: () => notify('app.loginHistory.loadError', { type: 'error' }),
      }}
    >
      <Stack spacing={2} sx={{ mt: 2, mb: 2, maxWidth: 760 }}>
        <Title title={translate('app.loginHistory.title')} />
        <Typography component="h1" variant="h5">
          {translate('app.loginHistory.title')}
        </Typography>
        <LoginCards />
      </Stack>
    </ListBase>
  );
}
