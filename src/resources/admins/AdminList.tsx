// The Admins screen (docs/product.md: Screens): the add form (for a role that may add) and the
// list of admin chats.
import { useEffect } from 'react';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import type { AdminChat } from '../../providers/resources/admins';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { ListSection } from '../../ui/admin/ListSection';
import { AddAdminForm } from './AddAdminForm';
import { AdminRow } from './AdminRow';
import { TOAST_MS } from '../../ui/toastDurations';
import { useCan } from '../../auth/useCan';

export function AdminList() {
  const translate = useTranslate();
  const notify = useNotify();
  const canAdd = useCan('admins', 'create');
  const { data, isPending, error, refetch } = useGetList<AdminChat>('admins', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'chatId', order: 'ASC' },
  });

  useEffect(() => {
    if (error) notify('app.admins.loadError', { type: 'error', autoHideDuration: TOAST_MS.admins });
  }, [error, notify]);

  return (
    <div className="my-4 flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={translate('app.admins.title')} />
      {canAdd && (
        <SectionCard title={translate('app.admins.addTitle')}>
          <AddAdminForm />
        </SectionCard>
      )}
      <ListSection
        title={translate('app.admins.listTitle')}
        data={data}
        isPending={isPending}
        loadError={error ? translate('app.admins.loadError') : undefined}
        onRetry={() => refetch()}
        empty={translate('app.admins.empty')}
        placeholders={3}
      >
        {(admin) => <AdminRow key={admin.id} admin={admin} />}
      </ListSection>
    </div>
  );
}
