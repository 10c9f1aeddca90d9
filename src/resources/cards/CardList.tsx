// 'All Admin Cards' (SPEC §2): the grid of cards, the add/edit modal and delete with confirmation.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Confirm, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AdminCard } from '../../providers/resources/cards';
import { serverMessageOf } from '../../providers/httpClient';
import { CardFormDialog } from './CardFormDialog';
import { CardTile } from './CardTile';
import { useConfirmedDelete } from '../useConfirmedDelete';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
};

export function CardList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useGetList<AdminCard>(
    'cards',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } },
    { retry: false },
  );
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
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography component="h1" variant="h5">
          {translate('app.cards.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
          {translate('app.cards.add')}
        </Button>
      </Box>
      {isPending ? (
        <Box sx={GRID} aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={230} />
          ))}
        </Box>
      ) : error ? (
        <Alert severity="error">{translate('app.cards.loadError')}</Alert>
      ) : data && data.length > 0 ? (
        <Box sx={GRID}>
          {data.map((card) => (
            <CardTile
              key={card.id}
              card={card}
              onEdit={() => setEditing(card)}
              onDelete={() => deletion.ask(card)}
            />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('app.cards.empty')}</Typography>
      )}
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
