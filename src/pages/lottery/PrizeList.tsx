// The prizes still to be won (SPEC §2 Lottery): each with its remaining count and a remove button
// behind a confirmation, and the total of what remains (amount × count, in so'm).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../lib/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { Prize } from '../../providers/lottery';
import { prizeTotals } from './lotteryRules';
import { PRIZES_KEY } from './queryKeys';

export function PrizeList() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const unit = translate('app.money.unit');
  const money = (amount: number | null) => formatMoney(amount, unit);
  // The prize stays set while the dialog closes, so its wording does not blank mid-animation.
  const [deleting, setDeleting] = useState<Prize | null>(null);
  const [confirming, setConfirming] = useState(false);

  const prizes = useQuery({
    queryKey: PRIZES_KEY,
    queryFn: () => dataProvider.getPrizes(),
  });

  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deletePrize(id),
    onSuccess: () => notify('app.lottery.prizes.deleted', { type: 'info' }),
    onError: () => notify('app.lottery.prizes.deleteError', { type: 'error' }),
    onSettled: () => {
      setConfirming(false);
      return queryClient.invalidateQueries({ queryKey: PRIZES_KEY });
    },
  });

  if (prizes.isPending) {
    return (
      <Stack spacing={1} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (prizes.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => prizes.refetch()}>
            {translate('app.lottery.prizes.retry')}
          </Button>
        }
      >
        {translate('app.lottery.prizes.loadError')}
      </Alert>
    );
  }

  const list = prizes.data;
  const totals = prizeTotals(list);
  return (
    <Stack spacing={1}>
      <Box
        data-testid="prize-total"
        sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowWrap: 'anywhere' }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('app.lottery.prizes.total')}
        </Typography>
        <Typography variant="h6" component="p">
          {money(totals.amount)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.lottery.prizes.totalCount', { count: formatNumber(totals.count) })}
        </Typography>
      </Box>
      {list.length === 0 ? (
        <Typography color="text.secondary">{translate('app.lottery.prizes.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-label={translate('app.lottery.prizes.listTitle')}>
          {list.map((prize) => (
            <ListItem
              key={prize.id}
              divider
              data-testid={`prize-${prize.id}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  color="error"
                  onClick={() => {
                    setDeleting(prize);
                    setConfirming(true);
                  }}
                  aria-label={translate('app.lottery.prizes.delete', {
                    amount: money(prize.amount),
                  })}
                >
                  <DeleteOutline />
                </IconButton>
              }
            >
              <ListItemText
                primary={money(prize.amount)}
                secondary={translate('app.lottery.prizes.remaining', {
                  count: formatNumber(prize.numberOfPrize),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Confirm
        isOpen={confirming}
        loading={remove.isPending}
        title="app.lottery.prizes.confirmDeleteTitle"
        content="app.lottery.prizes.confirmDelete"
        contentTranslateOptions={{
          amount: deleting ? money(deleting.amount) : '',
          count: deleting ? formatNumber(deleting.numberOfPrize) : '',
        }}
        confirm="app.lottery.prizes.confirmDeleteAction"
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
