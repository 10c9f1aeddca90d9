// 'Manage Platforms' (SPEC §2): platform cards, the add/edit modal, delete with confirmation.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { Confirm, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Platform } from '../../providers/resources/platforms';
import { PlatformFormDialog } from './PlatformFormDialog';
import { PlatformTile } from './PlatformTile';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { TileGrid, TileScreenHeading } from '../TileGrid';

export function PlatformList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useGetList<Platform>('platforms', {
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
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {translate(label)}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.platforms.title')} />
      <TileScreenHeading
        title={translate('app.platforms.title')}
        action={data && data.length > 0 && addButton('app.platforms.add')}
      />
      <TileGrid
        data={data}
        isPending={isPending}
        error={error}
        minTileWidth={280}
        skeletonHeight={170}
        loadErrorText={translate('app.platforms.loadError')}
        empty={
          <Card variant="outlined">
            <CardContent sx={{ textAlign: 'center', py: 5 }}>
              <Typography color="text.secondary" gutterBottom>
                {translate('app.platforms.empty')}
              </Typography>
              {addButton('app.platforms.addFirst')}
            </CardContent>
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
        isOpen={deletion.pending !== null}
        loading={deletion.isPending}
        title="app.platforms.confirmDeleteTitle"
        content="app.platforms.confirmDelete"
        contentTranslateOptions={{ name: deletion.pending?.name ?? '' }}
        confirm="app.platforms.delete"
        confirmColor="warning"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </Stack>
  );
}
