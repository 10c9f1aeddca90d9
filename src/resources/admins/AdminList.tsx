// The Admins screen (docs/product.md: Screens): the add form and the list of admin chats.
import { useEffect } from 'react';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import type { AdminChat } from '../../providers/resources/admins';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../ui/States';
import { AddAdminForm } from './AddAdminForm';
import { AdminRow } from './AdminRow';
import { ADMIN_TOAST_MS } from './toast';

export function AdminList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<AdminChat>('admins', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'chatId', order: 'ASC' },
  });

  useEffect(() => {
    if (error) notify('app.admins.loadError', { type: 'error', autoHideDuration: ADMIN_TOAST_MS });
  }, [error, notify]);

  return (
    <div className="my-4 flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={translate('app.admins.title')} />
      <SectionCard title={translate('app.admins.addTitle')}>
        <AddAdminForm />
      </SectionCard>
      <SectionCard title={translate('app.admins.listTitle')} flush>
        {isPending ? (
          <div className="flex flex-col gap-2 px-4 pb-4" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-14 w-full" />
            ))}
          </div>
        ) : error ? (
          <div className="px-4 pb-4">
            <ErrorState message={translate('app.admins.loadError')} onRetry={() => refetch()} />
          </div>
        ) : data && data.length > 0 ? (
          <ul className="m-0 list-none p-0">
            {data.map((admin) => (
              <AdminRow key={admin.id} admin={admin} />
            ))}
          </ul>
        ) : (
          <EmptyState message={translate('app.admins.empty')} />
        )}
      </SectionCard>
    </div>
  );
}
