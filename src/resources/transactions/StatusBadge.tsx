// A transaction status as a coloured badge, in the dashboard's colour families (SPEC §4).
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import { STATUS_GROUP_COLOR, statusGroup } from '../../lib/transactionStatus';

export function StatusBadge({ status }: { status: string }) {
  const translate = useTranslate();
  const label = translate(`app.transactions.statuses.${status}`, { _: status });
  return (
    <Chip
      label={label}
      size="small"
      sx={{ bgcolor: STATUS_GROUP_COLOR[statusGroup(status)], color: '#fff', fontWeight: 500 }}
    />
  );
}
