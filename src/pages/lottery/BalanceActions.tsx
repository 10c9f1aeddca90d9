// What an admin can do to one user's lottery balance (SPEC §2, §5, §8): add tickets (the answer is
// the new balance), delete all tickets (confirmed) and reset the balance (a warning-style confirm).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatMoney, formatNumber } from '../../lib/money';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { LotteryBalance } from '../../providers/lottery';
import { parsePositiveInt, ticketCountProblem } from './lotteryRules';
import { balanceKey } from './queryKeys';
import { keepDigits, keepTyped } from '../../lib/numericInput';

type Confirming = 'tickets' | 'reset' | null;

export function BalanceActions({ chatId, balance }: { chatId: string; balance: LotteryBalance }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [count, setCount] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const key = balanceKey(chatId);
  const reread = () => queryClient.invalidateQueries({ queryKey: key });

  const addTickets = useMutation({
    mutationFn: (amount: number) => dataProvider.addTickets(chatId, amount),
    onSuccess: (updated, amount) => {
      // The server answers the new balance: show it without another round trip.
      queryClient.setQueryData(key, updated);
      setCount('1');
      notify('app.lottery.balance.ticketsAdded', {
        type: 'success',
        messageArgs: { count: formatNumber(amount) },
      });
    },
    onError: () => setProblem('app.lottery.balance.addTicketsError'),
  });

  const deleteTickets = useMutation({
    mutationFn: () => dataProvider.deleteTickets(chatId),
    onSuccess: () => notify('app.lottery.balance.ticketsDeleted', { type: 'info' }),
    onError: () => setProblem('app.lottery.balance.deleteTicketsError'),
    onSettled: () => {
      setConfirming(null);
      return reread();
    },
  });

  const reset = useMutation({
    mutationFn: () => dataProvider.resetLotteryBalance(chatId),
    onSuccess: () => notify('app.lottery.balance.resetDone', { type: 'info' }),
    onError: () => setProblem('app.lottery.balance.resetError'),
    onSettled: () => {
      setConfirming(null);
      return reread();
    },
  });

  function handleAddTickets(event: FormEvent) {
    event.preventDefault();
    const found = ticketCountProblem(count);
    setProblem(found);
    if (found) return;
    addTickets.mutate(parsePositiveInt(count) ?? 1);
  }

  const busy = addTickets.isPending || deleteTickets.isPending || reset.isPending;
  const money = formatMoney(balance.balance, translate('app.money.unit'));

  return (
    <Stack spacing={2}>
      {problem && <Alert severity="error">{translate(problem)}</Alert>}
      <Box
        component="form"
        noValidate
        onSubmit={handleAddTickets}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        <TextField
          label={translate('app.lottery.balance.ticketCount')}
          name="tickets"
          value={count}
          onChange={(event) => setCount(keepTyped(event.target, keepDigits))}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          sx={{ flex: '1 1 120px' }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<AddCircleOutline />}
          disabled={busy}
          sx={{ flex: '0 0 auto', minHeight: 40 }}
        >
          {translate('app.lottery.balance.addTickets')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<DeleteSweep />}
          disabled={busy}
          onClick={() => setConfirming('tickets')}
        >
          {translate('app.lottery.balance.deleteTickets')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<WarningAmber />}
          disabled={busy}
          onClick={() => setConfirming('reset')}
        >
          {translate('app.lottery.balance.reset')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming === 'tickets'}
        loading={deleteTickets.isPending}
        title="app.lottery.balance.confirmDeleteTicketsTitle"
        content="app.lottery.balance.confirmDeleteTickets"
        contentTranslateOptions={{ chatId, count: formatNumber(balance.tickets) }}
        confirm="app.lottery.balance.deleteTickets"
        confirmColor="warning"
        onConfirm={() => {
          setProblem(null);
          deleteTickets.mutate();
        }}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'reset'}
        loading={reset.isPending}
        title="app.lottery.balance.confirmResetTitle"
        content={
          // Not the plain text of the other dialogs: this one cannot be undone, so it looks alarming.
          <Alert severity="error" icon={<WarningAmber />}>
            {translate('app.lottery.balance.confirmReset', { chatId, balance: money })}
          </Alert>
        }
        confirm="app.lottery.balance.confirmResetAction"
        confirmColor="warning"
        ConfirmIcon={WarningAmber}
        onConfirm={() => {
          setProblem(null);
          reset.mutate();
        }}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
