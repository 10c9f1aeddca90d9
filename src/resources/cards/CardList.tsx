// 'All Admin Cards' (SPEC §2): the grid of cards, the add/edit modal and delete with confirmation.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Confirm, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AdminCard } from '../../providers/resources/cards';
import { serverMessageOf } from '../../providers/httpClient';
import { CardFormDialog } from './CardFormDialog';
import { CardTile } from './CardTile';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { TileGrid, TileScreenHeading } from '../TileGrid';

export function CardList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useGetList<AdminCard>('cards', {
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

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.cards.title')} />
      <TileScreenHeading
        title={translate('app.cards.title')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            {translate('app.cards.add')}
          </Button>
        }
      />
      <TileGrid
        data={data}
        isPending={isPending}
        error={error}
        minTileWidth={300}
        skeletonHeight={230}
        loadErrorText={translate('app.cards.loadError')}
        empty={<Typography color="text.secondary">{translate('app.cards.empty')}</Typography>}
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
        isOpen={deletion.pending !== null}
        loading={deletion.isPending}
        title="app.cards.confirmDeleteTitle"
        content="app.cards.confirmDelete"
        confirm="app.cards.delete"
        confirmColor="warning"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </Stack>
  );
}
