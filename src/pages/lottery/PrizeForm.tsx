// Adds a prize: amount in so'm and how many of it (SPEC §5 Lottery prize); the list is re-read.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { parsePositiveInt, prizeProblem } from './lotteryRules';
import { PRIZES_KEY } from './queryKeys';
import { keepDigits, keepGroupedDigits, keepTyped } from '../../lib/numericInput';

export function PrizeForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [count, setCount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: (prize: { amount: number; numberOfPrize: number }) => dataProvider.addPrize(prize),
    onSuccess: () => {
      setAmount('');
      setCount('');
      notify('app.lottery.prizes.added', { type: 'success' });
    },
    onError: () => setProblem('app.lottery.prizes.addError'),
    // Re-read even after a failure: the server may have stored it before failing to answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRIZES_KEY }),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = prizeProblem(amount, count);
    setProblem(found);
    if (found) return;
    add.mutate({ amount: parsePositiveInt(amount)!, numberOfPrize: parsePositiveInt(count)! });
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={translate('app.lottery.prizes.add')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {problem && (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {translate(problem)}
        </Alert>
      )}
      <TextField
        label={translate('app.lottery.prizes.amount')}
        name="amount"
        value={amount}
        onChange={(event) => setAmount(keepTyped(event.target, keepGroupedDigits))}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ flex: '1 1 220px' }}
      />
      <TextField
        label={translate('app.lottery.prizes.count')}
        name="numberOfPrize"
        value={count}
        onChange={(event) => setCount(keepTyped(event.target, keepDigits))}
        required
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<Add />}
        disabled={add.isPending}
        sx={{ flex: '0 0 auto', minHeight: 40 }}
      >
        {translate('app.lottery.prizes.add')}
      </Button>
    </Box>
  );
}
