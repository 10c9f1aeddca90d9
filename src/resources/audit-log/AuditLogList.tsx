// 'Amallar tarixi' (docs/product.md: Beyond the spec): every change made through the API, newest
// first, a page at a time from the server, with filters; each entry opens to its changes.
import { ListBase, useListContext, useNotify, useTranslate } from 'ra-core';
import type { AuditEntry } from '../../providers/resources/auditLog';
import { Card } from '../../ui/Card';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { ListPagination } from '../../ui/admin/ListPagination';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { AuditEntryItem } from './AuditEntryItem';
import { AuditFilterForm } from './AuditFilterForm';

function AuditEntries() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<AuditEntry>();
  if (isPending) {
    return (
      <div className="flex flex-col gap-2 p-4" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div className="p-4">
        <ErrorState message={translate('app.auditLog.loadError')} onRetry={() => refetch()} />
      </div>
    );
  }
  if (!data?.length) return <EmptyState message={translate('app.auditLog.empty')} />;
  return (
    <>
      <div role="list" aria-label={translate('app.auditLog.title')}>
        {data.map((entry) => (
          <div role="listitem" key={entry.id}>
            <AuditEntryItem entry={entry} />
          </div>
        ))}
      </div>
      <div className="px-4 pb-2">
        <ListPagination />
      </div>
    </>
  );
}

export function AuditLogList() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase<AuditEntry>
      resource="audit-log"
      // The server's one order.
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      queryOptions={{ onError: () => notify('app.auditLog.loadError', { type: 'error' }) }}
    >
      <div className="my-4 flex min-w-0 flex-col gap-4">
        <ScreenHeader title={translate('app.auditLog.title')} />
        <Card className="p-4">
          <AuditFilterForm />
        </Card>
        <Card>
          <AuditEntries />
        </Card>
      </div>
    </ListBase>
  );
}
