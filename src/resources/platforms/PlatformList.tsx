// 'Manage Platforms' (docs/product.md: Screens): platform cards, the add/edit modal, delete with
// confirmation; each only for a role that may use it (contract/roles.ts).
import { Suspense, useState } from 'react';
import { useListContext, useTranslate } from 'ra-core';
import type { Platform } from '../../providers/resources/platforms';
import { Card } from '../../ui/Card';
import { Confirm } from '../../ui/Confirm';
import { EmptyState } from '../../ui/States';
import { CreateButton } from '../../ui/admin/CreateButton';
import { TileListScreen } from '../../ui/admin/TileListScreen';
import { useConfirmedDelete } from '../../ui/admin/useConfirmedDelete';
import { PlatformTile } from './PlatformTile';
import { lazyPart } from '../../ui/lazyParts';
import { writeFailure } from '../../providers/apiErrors';
import { useCan } from '../../auth/useCan';

// The form, and with it react-hook-form and ra-core's form code (the build's `forms` chunk),
// is fetched when the dialog first opens (or once the app is idle), not with the screen.
const PlatformFormDialog = lazyPart(() => import('./PlatformFormDialog'));

/** The header's add button, once there are platforms: until then the empty state offers it. */
function AddWhenListed({ onAdd }: { onAdd: () => void }) {
  const translate = useTranslate();
  const { data } = useListContext<Platform>();
  if (!data || data.length === 0) return null;
  return <CreateButton label={translate('app.platforms.add')} onClick={onAdd} />;
}

export function PlatformList() {
  const translate = useTranslate();
  const canCreate = useCan('platforms', 'create');
  const mayEdit = useCan('platforms', 'edit');
  const maySeeSecret = useCan('platforms', 'secret');
  // The edit form reads the platform's API key (GET /platforms/{id}): it needs both rights.
  const canEdit = mayEdit && maySeeSecret;
  const canDelete = useCan('platforms', 'delete');
  // undefined: no dialog; null: a new platform; a number: editing that platform.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const deletion = useConfirmedDelete<Platform>('platforms', {
    deleted: 'app.platforms.deleted',
    failure: (error) => writeFailure(error, 'app.platforms.deleteError'),
  });
  const add = () => setEditing(null);

  return (
    <>
      <TileListScreen<Platform>
        resource="platforms"
        sort={{ field: 'name', order: 'ASC' }}
        title={translate('app.platforms.title')}
        actions={canCreate && <AddWhenListed onAdd={add} />}
        loadError="app.platforms.loadError"
        skeletonClassName="h-44"
        empty={
          <Card>
            <EmptyState
              message={translate('app.platforms.empty')}
              action={
                canCreate && (
                  <CreateButton label={translate('app.platforms.addFirst')} onClick={add} />
                )
              }
            />
          </Card>
        }
      >
        {(platform) => (
          <PlatformTile
            key={platform.id}
            platform={platform}
            onEdit={canEdit ? () => setEditing(platform.id) : undefined}
            onDelete={canDelete ? () => deletion.ask(platform) : undefined}
            canCopyKey={maySeeSecret}
          />
        )}
      </TileListScreen>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <PlatformFormDialog platformId={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <Confirm
        {...deletion.confirmProps}
        title={translate('app.platforms.confirmDeleteTitle')}
        content={translate('app.platforms.confirmDelete', { name: deletion.pending?.name ?? '' })}
        confirmLabel={translate('app.platforms.delete')}
      />
    </>
  );
}
