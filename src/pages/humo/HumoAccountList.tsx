// The active Telegram profiles of the Humo helper (SPEC §2): loading, error, empty and the list.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HumoAccountRow } from './HumoAccountRow';
import { humoErrorText } from './humoErrors';

export const HUMO_ACCOUNTS_KEY = ['humo', 'accounts'];

export function HumoAccountList({ onChanged }: { onChanged: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const accounts = useQuery({
    queryKey: HUMO_ACCOUNTS_KEY,
    queryFn: () => dataProvider.humoActiveAccounts(),
  });
  const refreshLabel = translate('app.humo.refresh');

  let body;
  if (accounts.isPending) {
    body = (
      <Stack spacing={1} sx={{ px: 2, pb: 2 }} aria-busy="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  } else if (accounts.error) {
    const text = humoErrorText(accounts.error);
    body = (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate(text, { _: text })}
      </Alert>
    );
  } else if (accounts.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {translate('app.humo.empty')}
      </Typography>
    );
  } else {
    body = (
      <List disablePadding>
        {accounts.data.map((account) => (
          <HumoAccountRow
            key={account.id || account.phone}
            account={account}
            onDeleted={onChanged}
          />
        ))}
      </List>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {translate('app.humo.accountsTitle')}
        </Typography>
        <IconButton
          onClick={() => accounts.refetch()}
          disabled={accounts.isFetching}
          aria-label={refreshLabel}
          title={refreshLabel}
        >
          <Refresh />
        </IconButton>
      </Box>
      {body}
    </Box>
  );
}
