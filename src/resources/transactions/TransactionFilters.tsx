// The filter panel (SPEC §2): card, platform, status, type, plus search and a date range; the
// values apply on 'Qo'llash' and are kept in the URL by react-admin's list.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import type { AdminCard } from '../../providers/resources/cards';
import type { Platform } from '../../providers/resources/platforms';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../lib/transactionStatus';

const FIELDS = ['cardId', 'platformId', 'status', 'type', 'q', 'dateFrom', 'dateTo'] as const;
type FilterValues = Record<(typeof FIELDS)[number], string>;

const EMPTY: FilterValues = {
  cardId: '',
  platformId: '',
  status: '',
  type: '',
  q: '',
  dateFrom: '',
  dateTo: '',
};

function fromFilter(filter: Record<string, unknown>): FilterValues {
  return Object.fromEntries(
    FIELDS.map((field) => [field, filter[field] == null ? '' : String(filter[field])]),
  ) as FilterValues;
}

const ALL_ROWS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'id', order: 'ASC' as const },
};

export function TransactionFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<FilterValues>(() => fromFilter(filterValues));
  const [rangeError, setRangeError] = useState(false);
  const cards = useGetList<AdminCard>('cards', ALL_ROWS, { retry: false });
  const platforms = useGetList<Platform>('platforms', ALL_ROWS, { retry: false });

  // Back/forward or a shared link changes the URL: show what is applied.
  useEffect(() => setValues(fromFilter(filterValues)), [filterValues]);

  const set = (field: keyof FilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    const invalid = !!values.dateFrom && !!values.dateTo && values.dateFrom > values.dateTo;
    setRangeError(invalid);
    if (invalid) return;
    const applied = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value.trim() !== ''),
    );
    setFilters(applied, []);
  }

  function clear() {
    setValues(EMPTY);
    setRangeError(false);
    setFilters({}, []);
  }

  const select = (field: keyof FilterValues, label: string, options: [string, string][]) => (
    <TextField
      select
      label={translate(label)}
      value={values[field]}
      onChange={set(field)}
      size="small"
    >
      <MenuItem value="">{translate('app.transactions.all')}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Card component="section" aria-labelledby="transaction-filters-title" sx={{ mb: 2 }}>
      <CardContent component="form" noValidate onSubmit={apply}>
        <Typography id="transaction-filters-title" component="h2" variant="subtitle1" gutterBottom>
          {translate('app.transactions.filters')}
        </Typography>
        {(cards.error || platforms.error) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.transactions.filterDataError')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {select(
            'cardId',
            'app.transactions.card',
            (cards.data ?? []).map((card) => [
              String(card.id),
              `•••• ${card.cardNumber.slice(-4)}`,
            ]),
          )}
          {select(
            'platformId',
            'app.transactions.platform',
            (platforms.data ?? []).map((platform) => [String(platform.id), platform.name]),
          )}
          {select(
            'status',
            'app.transactions.status',
            TRANSACTION_STATUSES.map((status) => [
              status,
              translate(`app.transactions.statuses.${status}`),
            ]),
          )}
          {select(
            'type',
            'app.transactions.type',
            TRANSACTION_TYPES.map((type) => [type, translate(`app.transactions.types.${type}`)]),
          )}
          <TextField
            label={translate('app.transactions.search')}
            value={values.q}
            onChange={set('q')}
            size="small"
            type="search"
          />
          <TextField
            label={translate('app.transactions.dateFrom')}
            type="date"
            value={values.dateFrom}
            onChange={set('dateFrom')}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            error={rangeError}
          />
          <TextField
            label={translate('app.transactions.dateTo')}
            type="date"
            value={values.dateTo}
            onChange={set('dateTo')}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            error={rangeError}
            helperText={rangeError ? translate('app.transactions.dateRangeInvalid') : undefined}
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained">
              {translate('app.transactions.apply')}
            </Button>
            <Button type="button" onClick={clear}>
              {translate('app.transactions.clear')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
