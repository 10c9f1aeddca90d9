// 'Manage Platforms' (docs/product.md: Screens): platform cards, the add/edit modal, delete with
// confirmation.
import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import type { Platform } from '../../providers/resources/platforms';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Confirm } from '../../ui/Confirm';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/States';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { TileGrid, TileScreenHeading } from '../TileGrid';
import { PlatformFormDialog } from './PlatformFormDialog';
import { PlatformTile } from './PlatformTile';

export function PlatformList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<Platform>('platforms', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  // undefined: no dialog; null: a new platform; a number: editing that platform.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const deletion = useConfirmedDelete<Platform>('platforms', {
    deleted: 'app.platforms.deleted',
    failure: () => 'app.platforms.deleteError',
  });

  useEffect(() => {
    if (error) notify('app.platforms.loadError', { type: 'error' });
  }, [error, notify]);

  const addButton = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus size={18} aria-hidden />}
      onClick={() => setEditing(null)}
    >
      {translate(label)}
    </Button>
  );

  const title = translate('app.platforms.title');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <PageTitle title={title} />
      <TileScreenHeading
        title={title}
        action={data && data.length > 0 ? addButton('app.platforms.add') : undefined}
      />
      <TileGrid
        data={data}
        isPending={isPending}
        error={error}
        skeletonClassName="h-44"
        loadErrorText={translate('app.platforms.loadError')}
        onRetry={() => refetch()}
        empty={
          <Card>
            <EmptyState
              message={translate('app.platforms.empty')}
              action={addButton('app.platforms.addFirst')}
            />
          </Card>
        }
      >
        {(platform) => (
          <PlatformTile
            key={platform.id}
            platform={platform}
            onEdit={() => setEditing(platform.id)}
            onDelete={() => deletion.ask(platform)}
          />
        )}
      </TileGrid>
      {editing !== undefined && (
        <PlatformFormDialog platformId={editing} onClose={() => setEditing(undefined)} />
      )}
      <Confirm
        open={deletion.pending !== null}
        loading={deletion.isPending}
        title={translate('app.platforms.confirmDeleteTitle')}
        content={translate('app.platforms.confirmDelete', { name: deletion.pending?.name ?? '' })}
        confirmLabel={translate('app.platforms.delete')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </div>
  );
}
