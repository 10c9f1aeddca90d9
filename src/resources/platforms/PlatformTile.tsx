// One platform: name, currency, login, workplace ID, and its actions. Secrets are never shown.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { Platform } from '../../providers/resources/platforms';
import { CopyApiKeyButton } from './CopyApiKeyButton';

interface PlatformTileProps {
  platform: Platform;
  onEdit: () => void;
  onDelete: () => void;
}

export function PlatformTile({ platform, onEdit, onDelete }: PlatformTileProps) {
  const translate = useTranslate();
  const row = (label: string, value: string) => (
    <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(label)}:
      </Box>{' '}
      {value}
    </Typography>
  );
  return (
    <Card component="article" aria-label={platform.name} variant="outlined">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
            {platform.name}
          </Typography>
          <Chip
            label={platform.currency}
            color={platform.currency === 'UZS' ? 'primary' : 'secondary'}
            size="small"
          />
        </Box>
        {row('app.platforms.login', platform.login)}
        {row('app.platforms.workplaceId', platform.workplaceId)}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <CopyApiKeyButton platformId={platform.id} name={platform.name} />
        <Box sx={{ ml: 'auto' }}>
          <Button
            size="small"
            startIcon={<Edit />}
            onClick={onEdit}
            aria-label={`${translate('app.platforms.edit')}: ${platform.name}`}
          >
            {translate('app.platforms.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutline />}
            onClick={onDelete}
            aria-label={`${translate('app.platforms.delete')}: ${platform.name}`}
          >
            {translate('app.platforms.delete')}
          </Button>
        </Box>
      </CardActions>
    </Card>
  );
}
