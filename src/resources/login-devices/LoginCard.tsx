// One sign-in: device, who, where from, when, and the raw user agent under 'Batafsil'.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LoginRecord } from '../../providers/resources/loginDevices';
import { formatDateTime } from '../../lib/dates';
import { formatRelativeTime } from '../../lib/relativeTime';
import { DeviceIcon } from './DeviceIcon';

export function LoginCard({ record }: { record: LoginRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const time = record.loginTime ? new Date(record.loginTime) : null;
  const detailsId = `login-details-${record.id}`;
  return (
    <Card variant="outlined" component="article">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pb: 1 }}>
        <Box sx={{ pt: 0.5 }}>
          <DeviceIcon deviceName={record.deviceName} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {record.deviceName || translate('app.loginHistory.unknownDevice')}
            </Typography>
            {time && (
              <Typography
                variant="body2"
                color="text.secondary"
                component="time"
                dateTime={record.loginTime}
                title={formatDateTime(time)}
              >
                {formatRelativeTime(time, locale)}
              </Typography>
            )}
          </Box>
          <Typography variant="body2">
            {translate('app.loginHistory.username')}: <strong>{record.username}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {record.city || translate('app.loginHistory.unknownCity')},{' '}
            {record.country || translate('app.loginHistory.unknownCountry')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {translate('app.loginHistory.ipAddress')}:{' '}
            {record.ipAddress || translate('app.loginHistory.unknownIp')}
          </Typography>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={detailsId}
            endIcon={
              <ExpandMore
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            }
            sx={{ mt: 0.5, ml: -0.5 }}
          >
            {translate('app.loginHistory.details')}
          </Button>
          <Collapse in={open} id={detailsId}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('app.loginHistory.userAgent')}
            </Typography>
            <Typography
              variant="body2"
              component="code"
              sx={{ display: 'block', wordBreak: 'break-all', fontFamily: 'monospace' }}
            >
              {record.userAgent}
            </Typography>
          </Collapse>
        </Box>
      </CardContent>
    </Card>
  );
}
