// The rates in force (SPEC §2 Currency): 1000 UZS in RUB, 1 RUB in UZS and when they were set.
// A 404 means none was ever set: the spec's invitation to add the first one, not an error.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/dates';
import { getRuntimeConfig } from '../../lib/runtimeConfig';
import { parseServerTime } from '../../lib/serverTime';
import type { AppDataProvider } from '../../providers/dataProvider';
import { formatRate, isNotFound, LATEST_RATES_KEY } from './rates';

export function CurrentRates() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const rates = useQuery({
    queryKey: LATEST_RATES_KEY,
    queryFn: () => dataProvider.getLatestRates(),
  });

  if (rates.isPending) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={translate('app.currency.loading')}>
        <Skeleton variant="text" height={36} />
        <Skeleton variant="text" height={36} />
        <Skeleton variant="text" width="60%" />
      </Stack>
    );
  }
  if (rates.isError) {
    return isNotFound(rates.error) ? (
      <Alert severity="info">{translate('app.currency.empty')}</Alert>
    ) : (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => rates.refetch()}>
            {translate('app.currency.retry')}
          </Button>
        }
      >
        {translate('app.currency.loadError')}
      </Alert>
    );
  }

  const { uzsToRub, rubToUzs, createdAt } = rates.data;
  const updated = formatDateTime(parseServerTime(createdAt, getRuntimeConfig().serverTimeZone));
  return (
    <Stack spacing={1} data-testid="current-rates">
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.currency.uzsToRubLine', { value: formatRate(uzsToRub) })}
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {translate('app.currency.rubToUzsLine', { value: formatRate(rubToUzs) })}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.currency.updatedAt', { time: updated })}
        </Typography>
      )}
    </Stack>
  );
}
