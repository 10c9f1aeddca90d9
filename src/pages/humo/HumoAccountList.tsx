// The active Telegram profiles of the Humo helper (docs/product.md: Screens): loading, error, empty
// and the list. One profile a row at every width: the row itself wraps, so a phone scrolls nothing
// sideways.
import { RefreshCw } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { SectionCard } from '../../ui/admin/SectionCard';
import { EmptyState, ErrorState } from '../../ui/States';
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
      <div className="flex flex-col gap-2 px-4 pb-4" aria-busy="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (accounts.error) {
    const text = humoErrorText(accounts.error);
    body = (
      <div className="px-4 pb-4">
        <ErrorState message={translate(text, { _: text })} />
      </div>
    );
  } else if (accounts.data.length === 0) {
    body = <EmptyState message={translate('app.humo.empty')} />;
  } else {
    body = (
      <ul className="m-0 list-none border-t border-border p-0">
        {accounts.data.map((account) => (
          <HumoAccountRow
            key={account.id || account.phone}
            account={account}
            onDeleted={onChanged}
          />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      title={translate('app.humo.accountsTitle')}
      flush
      actions={
        <Button
          variant="ghost"
          onClick={() => accounts.refetch()}
          disabled={accounts.isFetching}
          aria-label={refreshLabel}
          title={refreshLabel}
          icon={
            <RefreshCw
              size={18}
              aria-hidden
              className={accounts.isFetching ? 'animate-spin' : ''}
            />
          }
        />
      }
    >
      {body}
    </SectionCard>
  );
}
