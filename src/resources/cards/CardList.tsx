// 'All Admin Cards' (docs/product.md: Screens): the grid of cards, the add/edit modal and delete
// with confirmation.
import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import type { AdminCard } from '../../providers/resources/cards';
import { serverMessageOf } from '../../providers/httpClient';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/States';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { TileGrid, TileScreenHeading } from '../TileGrid';
import { CardFormDialog } from './CardFormDialog';
import { CardTile } from './CardTile';

export function CardList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<AdminCard>('cards', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });
  // undefined: no dialog; null: a new card; a card: editing it.
  const [editing, setEditing] = useState<AdminCard | null | undefined>(undefined);
  // The server's own reason (e.g. the last card of the primary account), else the spec's.
  const deletion = useConfirmedDelete<AdminCard>('cards', {
    deleted: 'app.cards.deleted',
    failure: (error) => serverMessageOf(error) || 'app.cards.deleteError',
  });

  useEffect(() => {
    if (error) notify('app.cards.loadError', { type: 'error' });
  }, [error, notify]);

  const title = translate('app.cards.title');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <PageTitle title={title} />
      <TileScreenHeading
        title={title}
        action={
          <Button
            variant="primary"
            icon={<Plus size={18} aria-hidden />}
            onClick={() => setEditing(null)}
          >
            {translate('app.cards.add')}
          </Button>
        }
      />
      <TileGrid
        data={data}
        isPending={isPending}
        error={error}
        skeletonClassName="h-60"
        loadErrorText={translate('app.cards.loadError')}
        onRetry={() => refetch()}
        empty={<EmptyState message={translate('app.cards.empty')} />}
      >
        {(card) => (
          <CardTile
            key={card.id}
            card={card}
            onEdit={() => setEditing(card)}
            onDelete={() => deletion.ask(card)}
          />
        )}
      </TileGrid>
      {editing !== undefined && (
        <CardFormDialog card={editing} onClose={() => setEditing(undefined)} />
      )}
      <Confirm
        open={deletion.pending !== null}
        loading={deletion.isPending}
        title={translate('app.cards.confirmDeleteTitle')}
        content={translate('app.cards.confirmDelete')}
        confirmLabel={translate('app.cards.delete')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </div>
  );
}
