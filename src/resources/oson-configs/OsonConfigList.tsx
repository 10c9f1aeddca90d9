// The Oson accounts screen (docs/product.md: Screens): a grid of account cards, Set Primary, Delete
// (asked first), and the way to a new account.
import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpClient';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { ButtonLink } from '../../ui/ButtonLink';
import { Confirm } from '../../ui/Confirm';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/States';
import { TileGrid, TileScreenHeading } from '../TileGrid';
import { useConfirmedDelete } from '../useConfirmedDelete';
import { OsonConfigCard } from './OsonConfigCard';
import { OSON_TOAST_MS } from './toast';

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
  // The server explains refusals (e.g. cards still use the config): its words, else the spec's.
  const deletion = useConfirmedDelete<OsonConfig>('oson-configs', {
    deleted: 'app.osonConfigs.deleted',
    failure: (failure) => serverMessageOf(failure) || 'app.osonConfigs.deleteError',
    autoHideDuration: OSON_TOAST_MS,
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

  const title = translate('app.osonConfigs.title');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <PageTitle title={title} />
      <TileScreenHeading
        title={title}
        action={
          <ButtonLink
            to="/oson-configs/new"
            variant="primary"
            icon={<Plus size={18} aria-hidden />}
          >
            {translate('app.osonConfigs.add')}
          </ButtonLink>
        }
      />
      <TileGrid
        data={data}
        isPending={isPending}
        error={error}
        skeletonClassName="h-40"
        loadErrorText={translate('app.osonConfigs.fetchError')}
        onRetry={() => refetch()}
        empty={<EmptyState message={translate('app.osonConfigs.empty')} />}
      >
        {(config) => (
          <OsonConfigCard
            key={config.id}
            config={config}
            onSetPrimary={setPrimary}
            settingPrimary={settingPrimary}
            onDelete={deletion.ask}
          />
        )}
      </TileGrid>
      <Confirm
        open={deletion.pending !== null}
        loading={deletion.isPending}
        title={translate('app.osonConfigs.confirmDeleteTitle')}
        content={translate('app.osonConfigs.confirmDelete')}
        confirmLabel={translate('app.osonConfigs.delete')}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </div>
  );
}
