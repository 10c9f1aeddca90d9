// The random cash award (SPEC §2, §5, §8): among totalUsers users, randomUsers chosen at random
// each get `amount` so'm. The outcome stays on the card (with the winners when the server names
// them) rather than in a toast, because admins copy the winners' chat IDs from it.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Casino from '@mui/icons-material/Casino';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessageOf } from '../../providers/httpClient';
import type { RandomAward as RandomAwardInput } from '../../providers/lottery';
import { awardProblem, parsePositiveInt, statusOf, type AwardInput } from './lotteryRules';
import { BALANCE_KEY } from './queryKeys';
import { keepDigits, keepGroupedDigits, keepTyped } from '../../lib/numericInput';

const EMPTY: AwardInput = { totalUsers: '', randomUsers: '', amount: '' };
const FIELDS: { name: keyof AwardInput; label: string; keep: (input: string) => string }[] = [
  { name: 'totalUsers', label: 'app.lottery.award.totalUsers', keep: keepDigits },
  { name: 'randomUsers', label: 'app.lottery.award.randomUsers', keep: keepDigits },
  { name: 'amount', label: 'app.lottery.award.amount', keep: keepGroupedDigits },
];

type Outcome =
  | { kind: 'problem'; key: string }
  | { kind: 'success'; winners: number[] }
  | { kind: 'failure'; detail: string };

export function RandomAward() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AwardInput>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const award = useMutation({
    mutationFn: (input: RandomAwardInput) => dataProvider.awardRandomUsers(input),
    onSuccess: (winners) => {
      setValues(EMPTY);
      setOutcome({ kind: 'success', winners });
      // Winners' balances changed: a balance shown in the lookup card is now stale.
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
    onError: (error) => {
      // A 4xx explains itself (e.g. too few eligible users); a 5xx text is not for admins.
      const status = statusOf(error) ?? 0;
      const detail = status >= 400 && status < 500 && status !== 401 ? serverMessageOf(error) : '';
      setOutcome({ kind: 'failure', detail });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = awardProblem(values);
    if (found) {
      setOutcome({ kind: 'problem', key: found });
      return;
    }
    setOutcome(null);
    award.mutate({
      totalUsers: parsePositiveInt(values.totalUsers) ?? 0,
      randomUsers: parsePositiveInt(values.randomUsers) ?? 0,
      amount: parsePositiveInt(values.amount) ?? 0,
    });
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.lottery.award.description')}
      </Typography>
      {outcome && <OutcomeAlert outcome={outcome} />}
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={translate('app.lottery.award.title')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {FIELDS.map(({ name, label, keep }) => (
          <TextField
            key={name}
            label={translate(label)}
            name={name}
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: keepTyped(event.target, keep) }))
            }
            required
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            // One per row: the labels are long, and side by side they would be cut off.
            sx={{ flex: '1 1 100%' }}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          startIcon={<Casino />}
          disabled={award.isPending}
          sx={{ flex: '1 1 100%', minHeight: 40 }}
        >
          {translate('app.lottery.award.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const translate = useTranslate();
  if (outcome.kind === 'problem') {
    return <Alert severity="error">{translate(outcome.key)}</Alert>;
  }
  if (outcome.kind === 'success') {
    return (
      <Alert severity="success">
        {translate('app.lottery.award.success')}
        {outcome.winners.length > 0 && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {translate('app.lottery.award.winners', { list: outcome.winners.join(', ') })}
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="error">
      {translate('app.lottery.genericError')}
      {outcome.detail && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {translate('app.lottery.award.serverSays', { message: outcome.detail })}
        </Typography>
      )}
    </Alert>
  );
}
