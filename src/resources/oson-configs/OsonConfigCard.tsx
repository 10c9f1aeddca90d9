// One Oson account in the list (SPEC §2): id, device name, phone, the PRIMARY badge, and the
// Edit, Set Primary and Delete buttons.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StarOutline from '@mui/icons-material/StarOutline';
import { Confirm, LinkBase, useDelete, useNotify, useTranslate } from 'react-admin';
import { serverMessageOf } from '../../providers/httpClient';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { OSON_TOAST_MS } from './toast';

export interface OsonConfigCardProps {
  config: OsonConfig;
  onSetPrimary: (config: OsonConfig) => void;
  /** True while a Set Primary call runs (for any card). */
  settingPrimary: boolean;
}

export function OsonConfigCard({ config, onSetPrimary, settingPrimary }: OsonConfigCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending: deleting }] = useDelete<OsonConfig>();
  const [confirming, setConfirming] = useState(false);
  // Several cards show the same buttons: the device name tells them apart for screen readers,
  // after the visible text so that the accessible name still contains what is seen.
  const nameFor = (key: string) => `${translate(key)}: ${config.deviceName}`;

  function confirmDelete() {
    remove(
      'oson-configs',
      { id: config.id, previousData: config },
      {
        // react-admin's default is undoable: the card would vanish before the server refused.
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('app.osonConfigs.deleted', { type: 'info', autoHideDuration: OSON_TOAST_MS });
        },
        onError: (error) => {
          setConfirming(false);
          // The server explains refusals (e.g. cards still use the config): show its words.
          const reason = serverMessageOf(error);
          notify(reason || 'app.osonConfigs.deleteError', {
            type: 'error',
            autoHideDuration: OSON_TOAST_MS,
            // The server's text is not a catalogue key: '_' makes the translator show it as is.
            messageArgs: reason ? { _: reason } : undefined,
          });
        },
      },
    );
  }

  return (
    <Card
      component="article"
      aria-label={config.deviceName}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: config.primaryConfig ? 'success.main' : undefined,
      }}
      data-testid={`oson-config-${config.id}`}
    >
      <CardContent sx={{ flex: '1 1 auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            component="h2"
            variant="h6"
            sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {config.deviceName}
          </Typography>
          {config.primaryConfig && (
            <Chip label={translate('app.osonConfigs.primary')} color="success" size="small" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {translate('app.osonConfigs.id')}: {config.id}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.osonConfigs.phone')}: {config.phone}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          component={LinkBase}
          to={`/oson-configs/${config.id}`}
          size="small"
          startIcon={<EditOutlined />}
          aria-label={nameFor('app.osonConfigs.edit')}
        >
          {translate('app.osonConfigs.edit')}
        </Button>
        {!config.primaryConfig && (
          <Button
            size="small"
            startIcon={<StarOutline />}
            onClick={() => onSetPrimary(config)}
            disabled={settingPrimary}
            aria-label={nameFor('app.osonConfigs.setPrimary')}
          >
            {translate('app.osonConfigs.setPrimary')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => setConfirming(true)}
          // The server refuses to delete the primary account; say so before a click.
          disabled={config.primaryConfig}
          aria-label={nameFor('app.osonConfigs.delete')}
          sx={{ ml: 'auto !important' }}
        >
          {translate('app.osonConfigs.delete')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={deleting}
        title="app.osonConfigs.confirmDeleteTitle"
        content="app.osonConfigs.confirmDelete"
        confirm="app.osonConfigs.delete"
        confirmColor="warning"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
