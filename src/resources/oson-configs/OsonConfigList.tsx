// The Oson accounts screen (docs/product.md: Screens): a grid of account cards, Set Primary, Delete
// (asked first), and the way to a new account; each only for a role that may use it
// (contract/roles.ts).
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { serverMessageOf, writeFailure } from '../../providers/apiErrors';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { Confirm } from '../../ui/Confirm';
import { EmptyState } from '../../ui/States';
import { CreateButton } from '../../ui/admin/CreateButton';
import { TileListScreen } from '../../ui/admin/TileListScreen';
import { useConfirmedDelete } from '../../ui/admin/useConfirmedDelete';
import { OsonConfigCard } from './OsonConfigCard';
import { TOAST_MS } from '../../ui/toastDurations';
import { useCan } from '../../auth/useCan';

export function OsonConfigList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const canCreate = useCan('oson-configs', 'create');
  // Set Primary is an edit of the account (PUT /oson/config/{id}/set-primary).
  const canEdit = useCan('oson-configs', 'edit');
  const canDelete = useCan('oson-configs', 'delete');
  // One Set Primary at a time: two racing calls would leave the flag wherever the last landed.
  const [settingPrimary, setSettingPrimary] = useState(false);
  // The server explains refusals (e.g. cards still use the config): its words, else the spec's.
  const deletion = useConfirmedDelete<OsonConfig>('oson-configs', {
    deleted: 'app.osonConfigs.deleted',
    failure: (failure) => serverMessageOf(failure) || 'app.osonConfigs.deleteError',
    autoHideDuration: TOAST_MS.osonConfigs,
  });

  async function setPrimary(config: OsonConfig) {
    setSettingPrimary(true);
    try {
      await dataProvider.setPrimaryOsonConfig(config.id);
      // The flag moved on two records at least: re-read the list rather than guess. Cards embed
      // their account's primaryConfig, so their cached copies are stale too.
      await queryClient.invalidateQueries({ queryKey: ['oson-configs'] });
      void queryClient.invalidateQueries({ queryKey: ['cards'] });
      notify('app.osonConfigs.primaryChanged', {
        type: 'success',
        autoHideDuration: TOAST_MS.osonConfigs,
      });
    } catch (error) {
      notify(writeFailure(error, 'app.osonConfigs.setPrimaryError'), {
        type: 'error',
        autoHideDuration: TOAST_MS.osonConfigs,
      });
    } finally {
      setSettingPrimary(false);
    }
  }

  return (
    <>
      <TileListScreen<OsonConfig>
        resource="oson-configs"
        // Oldest first, as the server keeps them.
        sort={{ field: 'id', order: 'ASC' }}
        title={translate('app.osonConfigs.title')}
        actions={
          canCreate && (
            <CreateButton label={translate('app.osonConfigs.add')} to="/oson-configs/new" />
          )
        }
        loadError="app.osonConfigs.fetchError"
        toastDuration={TOAST_MS.osonConfigs}
        skeletonClassName="h-40"
        empty={<EmptyState message={translate('app.osonConfigs.empty')} />}
      >
        {(config) => (
          <OsonConfigCard
            key={config.id}
            config={config}
            canEdit={canEdit}
            onSetPrimary={canEdit ? setPrimary : undefined}
            settingPrimary={settingPrimary}
            onDelete={canDelete ? deletion.ask : undefined}
          />
        )}
      </TileListScreen>
      <Confirm
        {...deletion.confirmProps}
        title={translate('app.osonConfigs.confirmDeleteTitle')}
        content={translate('app.osonConfigs.confirmDelete')}
        confirmLabel={translate('app.osonConfigs.delete')}
      />
    </>
  );
}
