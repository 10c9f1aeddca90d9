// 'Panel hisoblari' (docs/product.md: Beyond the spec): the people who sign in to the panel, one
// role; an account can be added, get a new password, or be disabled (one enabled always remains).
import { useGetList, useTranslate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { AccountRow } from './AccountRow';
import { AddAccountForm } from './AddAccountForm';

export function PanelAccountList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.panelAccounts.${key}`);
  const { data, isPending, error, refetch } = useGetList<PanelAccount>('panel-accounts', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'username', order: 'ASC' },
  });
  return (
    <div className="my-4 flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={t('title')} />
      <SectionCard title={t('addTitle')}>
        <AddAccountForm />
      </SectionCard>
      <SectionCard title={t('listTitle')} id="panel-accounts-list" flush>
        {isPending ? (
          <div className="flex flex-col gap-2 px-4 pb-4" aria-busy="true">
            {[0, 1].map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        ) : error ? (
          <div className="px-4 pb-4">
            <ErrorState message={t('loadError')} onRetry={() => refetch()} />
          </div>
        ) : data && data.length > 0 ? (
          <ul className="m-0 list-none p-0" aria-labelledby="panel-accounts-list">
            {data.map((account) => (
              <AccountRow key={account.id} account={account} />
            ))}
          </ul>
        ) : (
          <EmptyState message={t('empty')} />
        )}
      </SectionCard>
    </div>
  );
}
