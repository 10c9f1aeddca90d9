// 'Eng Faol Foydalanuvchilar' (SPEC §2, §9): the five users with the most requests.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../lib/money';
import type { CountMap } from '../../providers/dashboard';
import { TOP_USERS_ROWS, rankTopUsers } from './topUsers';

export function TopUsersTable({ topUsers, loading }: { topUsers?: CountMap; loading: boolean }) {
  const translate = useTranslate();
  const rows = topUsers ? rankTopUsers(topUsers).slice(0, TOP_USERS_ROWS) : [];
  const title = translate('app.dashboard.topUsers.title');

  return (
    <Card component="section" aria-labelledby="dashboard-top-users">
      <CardContent>
        <Typography id="dashboard-top-users" component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {loading ? (
          <Skeleton variant="rounded" height={TOP_USERS_ROWS * 37 + 37} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">
            {translate('app.dashboard.topUsers.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="dashboard-top-users">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.dashboard.topUsers.userId')}</TableCell>
                  <TableCell align="right">
                    {translate('app.dashboard.topUsers.requests')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.chatId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.chatId}</TableCell>
                    <TableCell align="right">{formatNumber(row.count)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
