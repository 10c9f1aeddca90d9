// The rates in force (docs/product.md: Screens Currency): 1000 UZS in RUB, 1 RUB in UZS and when
// they were set. A 404 means none was ever set: the spec's invitation to add the first one (to a
// role that may), not an error.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { formatDateTime } from '../../lib/dates';
import { MISSING } from '../../lib/money';
import { useSettings } from '../../settings/useSettings';
import { parseServerTime } from '../../lib/serverTime';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState, Notice } from '../../ui/States';
import { formatRate, isNotFound, LATEST_RATES_KEY } from './rates';

export function CurrentRates() {
  const translate = useTranslate();
  const { serverTimeZone } = useSettings();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canSet = useCan('exchange-rates', 'edit');
  const rates = useQuery({
    queryKey: LATEST_RATES_KEY,
    queryFn: () => dataProvider.getLatestRates(),
  });

  if (rates.isPending) {
    return (
      <div
        className="flex flex-col gap-2"
        aria-busy="true"
        aria-label={translate('app.currency.loading')}
      >
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (rates.isError) {
    return isNotFound(rates.error) ? (
      <Notice>{translate(canSet ? 'app.currency.empty' : 'app.currency.emptyReadOnly')}</Notice>
    ) : (
      <ErrorState
        message={translate('app.currency.loadError')}
        retryLabel={translate('app.currency.retry')}
        onRetry={() => rates.refetch()}
      />
    );
  }

  const { uzsToRub, rubToUzs, createdAt } = rates.data;
  const updated = formatDateTime(parseServerTime(createdAt, serverTimeZone));
  return (
    <div className="flex flex-col gap-1" data-testid="current-rates">
      <p className="m-0 text-xl font-semibold break-words tabular-nums">
        {translate('app.currency.uzsToRubLine', { value: formatRate(uzsToRub) })}
      </p>
      <p className="m-0 text-xl font-semibold break-words tabular-nums">
        {translate('app.currency.rubToUzsLine', { value: formatRate(rubToUzs) })}
      </p>
      <p className="m-0 mt-1 text-sm text-muted">
        {translate('app.currency.updatedAt', { time: updated || MISSING })}
      </p>
    </div>
  );
}
