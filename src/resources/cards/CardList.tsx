// 'All Admin Cards' (docs/product.md: Screens): the grid of cards, the add/edit modal and delete
// with confirmation; each only for a role that may use it (contract/roles.ts).
import { Suspense, useState } from 'react';
import { useTranslate } from 'ra-core';
import type { AdminCard } from '../../providers/resources/cards';
import { serverMessageOf } from '../../providers/apiErrors';
import { Confirm } from '../../ui/Confirm';
import { EmptyState } from '../../ui/States';
import { CreateButton } from '../../ui/admin/CreateButton';
import { TileListScreen } from '../../ui/admin/TileListScreen';
import { CARDS_SORT } from './listParams';
import { useConfirmedDelete } from '../../ui/admin/useConfirmedDelete';
import { CardTile } from './CardTile';
import { lazyPart } from '../../ui/lazyParts';
import { useCan } from '../../auth/useCan';

// The form, and with it react-hook-form and ra-core's form code (the build's `forms` chunk),
// is fetched when the dialog first opens (or once the app is idle), not with the screen.
const CardFormDialog = lazyPart(() => import('./CardFormDialog'));

export function CardList() {
  const translate = useTranslate();
  const canCreate = useCan('cards', 'create');
  const canEdit = useCan('cards', 'edit');
  const canDelete = useCan('cards', 'delete');
  // undefined: no dialog; null: a new card; a card: editing it.
  const [editing, setEditing] = useState<AdminCard | null | undefined>(undefined);
  // The server's own reason (e.g. the last card of the primary account), else the spec's.
  const deletion = useConfirmedDelete<AdminCard>('cards', {
    deleted: 'app.cards.deleted',
    failure: (error) => serverMessageOf(error) || 'app.cards.deleteError',
  });

  return (
    <>
      <TileListScreen<AdminCard>
        resource="cards"
        sort={CARDS_SORT}
        title={translate('app.cards.title')}
        actions={
          canCreate && (
            <CreateButton label={translate('app.cards.add')} onClick={() => setEditing(null)} />
          )
        }
        loadError="app.cards.loadError"
        skeletonClassName="h-60"
        empty={<EmptyState message={translate('app.cards.empty')} />}
      >
        {(card) => (
          <CardTile
            key={card.id}
            card={card}
            onEdit={canEdit ? () => setEditing(card) : undefined}
            onDelete={canDelete ? () => deletion.ask(card) : undefined}
          />
        )}
      </TileListScreen>
      {editing !== undefined && (
        <Suspense fallback={null}>
          <CardFormDialog card={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
      <Confirm
        {...deletion.confirmProps}
        title={translate('app.cards.confirmDeleteTitle')}
        content={translate('app.cards.confirmDelete')}
        confirmLabel={translate('app.cards.delete')}
      />
    </>
  );
}
