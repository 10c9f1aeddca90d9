// Period choice (SPEC §2, §9): 7 / 30 / 90 days, everything, or a custom range of two days.
// The custom range applies as soon as both days are set and in order.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PERIOD_DAYS, type Period, customPeriod, periodToSearch } from './period';

type Choice = `${(typeof PERIOD_DAYS)[number]}` | 'all';

const CHOICES: { value: Choice; label: string }[] = [
  ...PERIOD_DAYS.map((days) => ({
    value: `${days}` as Choice,
    label: `app.dashboard.period.days${days}`,
  })),
  { value: 'all', label: 'app.dashboard.period.all' },
];

const DAY_FIELD = { width: { xs: 'calc(50% - 4px)', sm: 170 } };

function choiceOf(period: Period): Choice | null {
  if (period.kind === 'all') return 'all';
  return period.kind === 'days' ? (`${period.days}` as Choice) : null;
}

function draftOf(period: Period) {
  return period.kind === 'custom' ? { from: period.from, to: period.to } : { from: '', to: '' };
}

export function PeriodSelector({
  period,
  onChange,
}: {
  period: Period;
  onChange: (period: Period) => void;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(() => draftOf(period));
  // When the period changes from outside (a button, the URL), the date fields follow it.
  // Adjusting state during render instead of remounting keeps the focus in the date field.
  const periodKey = periodToSearch(period);
  const [shownKey, setShownKey] = useState(periodKey);
  if (shownKey !== periodKey) {
    setShownKey(periodKey);
    setDraft(draftOf(period));
  }

  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  const changeDay = (field: 'from' | 'to', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const custom = customPeriod(next.from, next.to);
    if (custom) onChange(custom);
  };

  const choose = (value: Choice | null) => {
    if (value === null) return; // clicking the selected button keeps it selected
    if (value === 'all') return onChange({ kind: 'all' });
    const days = PERIOD_DAYS.find((option) => `${option}` === value);
    if (days) onChange({ kind: 'days', days });
  };

  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 3, rowGap: 2 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={choiceOf(period)}
        onChange={(_event, value: Choice | null) => choose(value)}
        aria-label={translate('app.dashboard.period.label')}
        sx={{ flexWrap: 'wrap' }}
      >
        {CHOICES.map(({ value, label }) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 1.5 }}>
            {translate(label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        component="fieldset"
        sx={{ border: 0, m: 0, p: 0, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}
        aria-describedby={reversed ? 'dashboard-range-error' : undefined}
      >
        <Typography
          component="legend"
          variant="body2"
          color={period.kind === 'custom' ? 'primary' : 'text.secondary'}
          sx={{ mb: 1, fontWeight: period.kind === 'custom' ? 600 : 400 }}
        >
          {translate('app.dashboard.period.custom')}
        </Typography>
        {/* react-admin's theme makes every TextField full width on phones; the boxes keep the two
            days side by side there. */}
        <Stack direction="row" sx={{ gap: 1 }}>
          <Box sx={DAY_FIELD}>
            <TextField
              type="date"
              size="small"
              label={translate('app.dashboard.period.from')}
              value={draft.from}
              onChange={(event) => changeDay('from', event.target.value)}
              error={reversed}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: draft.to || undefined },
              }}
            />
          </Box>
          <Box sx={DAY_FIELD}>
            <TextField
              type="date"
              size="small"
              label={translate('app.dashboard.period.to')}
              value={draft.to}
              onChange={(event) => changeDay('to', event.target.value)}
              error={reversed}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: draft.from || undefined },
              }}
            />
          </Box>
        </Stack>
        {reversed && (
          <Typography id="dashboard-range-error" variant="caption" color="error" role="alert">
            {translate('app.dashboard.period.reversed')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
