// Sets new UZS/RUB rates (SPEC §2 Currency, §5, §8). Success is an inline message that goes away
// after 3 s (SPEC §9); then the rates in force are re-read so the card above shows the new ones.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Save from '@mui/icons-material/Save';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { LATEST_RATES_KEY, parseDecimal, ratesProblem, type RatesInput } from './rates';

export const SUCCESS_MESSAGE_MS = 3000;

const EMPTY: RatesInput = { uzsToRub: '', rubToUzs: '' };
const FIELDS: { name: keyof RatesInput; label: string }[] = [
  { name: 'uzsToRub', label: 'app.currency.uzsToRub' },
  { name: 'rubToUzs', label: 'app.currency.rubToUzs' },
];

export function RatesForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RatesInput>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  // Counts successes, so a second save restarts the 3 s instead of inheriting the first timer.
  const [successId, setSuccessId] = useState(0);
  const [showSuccess, setShowSuccess] = useState(false);

  useEffect(() => {
    if (!showSuccess) return;
    const timer = setTimeout(() => setShowSuccess(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [showSuccess, successId]);

  const update = useMutation({
    mutationFn: (rates: { uzsToRub: number; rubToUzs: number }) => dataProvider.updateRates(rates),
    onSuccess: () => {
      setValues(EMPTY);
      setSuccessId((id) => id + 1);
      setShowSuccess(true);
      return queryClient.invalidateQueries({ queryKey: LATEST_RATES_KEY });
    },
    onError: () => setProblem('app.currency.updateError'),
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = ratesProblem(values);
    setProblem(found);
    setShowSuccess(false);
    if (found) return;
    update.mutate({
      uzsToRub: parseDecimal(values.uzsToRub) ?? 0,
      rubToUzs: parseDecimal(values.rubToUzs) ?? 0,
    });
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={translate('app.currency.formTitle')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {problem && (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {translate(problem)}
        </Alert>
      )}
      {showSuccess && (
        <Alert severity="success" sx={{ flex: '1 1 100%' }}>
          {translate('app.currency.updated')}
        </Alert>
      )}
      {FIELDS.map(({ name, label }) => (
        <TextField
          key={name}
          label={translate(label)}
          name={name}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          required
          size="small"
          helperText={translate('app.currency.decimalHelp')}
          // 'decimal' brings up a keypad with a separator; type=number would refuse the comma.
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ flex: '1 1 200px' }}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        startIcon={<Save />}
        disabled={update.isPending}
        sx={{ flex: '1 1 100%', minHeight: 40 }}
      >
        {translate('app.currency.save')}
      </Button>
    </Box>
  );
}
