// The Oson accounts screen (SPEC §2): a grid of account cards, Set Primary, Delete, and the way
// to a new account.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { LinkBase, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { OsonConfigCard } from './OsonConfigCard';
import { OsonConfigCardSkeleton } from './OsonConfigCardSkeleton';
import { OSON_TOAST_MS } from './toast';

/** One column on a phone, two on a tablet, three on a desktop. */
const GRID_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  lg: 'repeat(3, minmax(0, 1fr))',
};
const SKELETON_COUNT = 3;

export function OsonConfigList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // One Set Primary at a time: two racing calls would leave the flag wherever the last landed.
  const [settingPrimary, setSettingPrimary] = useState(false);
  const { data, isPending, error, refetch } = useGetList<OsonConfig>('oson-configs', {
    // Accounts are few: the whole list on one page, oldest first, as the server keeps them.
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
  });

  useEffect(() => {
    if (error) {
      notify('app.osonConfigs.fetchError', { type: 'error', autoHideDuration: OSON_TOAST_MS });
    }
  }, [error, notify]);

  async function setPrimary(config: OsonConfig) {
    setSettingPrimary(true);
    try {
      await dataProvider.setPrimaryOsonConfig(config.id);
      // The flag moved on two records at least: re-read the list rather than guess. Cards embed
      // their account's primaryConfig, so their cached copies are stale too.
      await refetch();
      void queryClient.invalidateQueries({ queryKey: ['cards'] });
      notify('app.osonConfigs.primaryChanged', {
        type: 'success',
        autoHideDuration: OSON_TOAST_MS,
      });
    } catch {
      notify('app.osonConfigs.setPrimaryError', { type: 'error', autoHideDuration: OSON_TOAST_MS });
    } finally {
      setSettingPrimary(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title={translate('app.osonConfigs.title')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ flex: '1 1 auto' }}>
          {translate('app.osonConfigs.title')}
        </Typography>
        <Button component={LinkBase} to="/oson-configs/new" variant="contained" startIcon={<Add />}>
          {translate('app.osonConfigs.add')}
        </Button>
      </Box>
      {error ? (
        <Alert severity="error">{translate('app.osonConfigs.fetchError')}</Alert>
      ) : !isPending && data?.length === 0 ? (
        <Typography color="text.secondary">{translate('app.osonConfigs.empty')}</Typography>
      ) : (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: GRID_COLUMNS, gap: 2 }}
          aria-busy={isPending}
        >
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <OsonConfigCardSkeleton key={index} />
              ))
            : data?.map((config) => (
                <OsonConfigCard
                  key={config.id}
                  config={config}
                  onSetPrimary={setPrimary}
                  settingPrimary={settingPrimary}
                />
              ))}
        </Box>
      )}
    </Stack>
  );
}
