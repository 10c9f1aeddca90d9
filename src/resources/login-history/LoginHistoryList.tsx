// 'Kirishlar Tarixi' (docs/product.md: Screens): sign-ins newest first, a card each, paged. One
// column on a phone (the card's first line is the device and how long ago), two from 1024 px, three
// from 1536 px.
import { ListBase, useListContext, useNotify, useTranslate } from 'ra-core';
import type { LoginRecord } from '../../providers/resources/loginHistory';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { ListPagination } from '../../ui/admin/ListPagination';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { LoginCard } from './LoginCard';
import { LOGIN_HISTORY_RESOURCE } from './resourceName';

const GRID = 'm-0 grid list-none grid-cols-1 items-start gap-3 p-0 lg:grid-cols-2 2xl:grid-cols-3';

function LoginCards() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<LoginRecord>();
  if (isPending) {
    return (
      <div className={GRID} aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-36 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <ErrorState message={translate('app.loginHistory.loadError')} onRetry={() => refetch()} />
    );
  }
  if (!data?.length) return <EmptyState message={translate('app.loginHistory.empty')} />;
  return (
    <>
      <ul className={GRID} aria-label={translate('app.loginHistory.title')}>
        {data.map((record) => (
          <li key={record.id} className="min-w-0">
            <LoginCard record={record} />
          </li>
        ))}
      </ul>
      <ListPagination perPageOptions={[10, 20, 50]} />
    </>
  );
}

export function LoginHistoryList() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase<LoginRecord>
      resource={LOGIN_HISTORY_RESOURCE}
      sort={{ field: 'loginTime', order: 'DESC' }}
      perPage={20}
      disableSyncWithLocation
      queryOptions={{
        // The spec's wording instead of a generic toast with the raw server text.
        onError: () => notify('app.loginHistory.loadError', { type: 'error' }),
      }}
    >
      <div className="my-4 flex min-w-0 flex-col gap-4">
        <ScreenHeader title={translate('app.loginHistory.title')} />
        <LoginCards />
      </div>
    </ListBase>
  );
}
