// The filter fields (SPEC §2): card, platform, status, type, a search and one date range. They
// apply on 'Qo'llash' and clear on 'Tozalash' through the list, which keeps them in the URL.
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'ra-core';
import { formatDay } from '../../lib/days';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../lib/transactionStatus';
import { Button } from '../../ui/Button';
import { DateRangeField } from '../../ui/DateRangeField';
import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { fromFilter, NO_FILTERS, toFilter, type FilterValues } from './filterValues';
import type { FilterChoices } from './useFilterChoices';

export interface TransactionFilterFormProps {
  choices: FilterChoices;
  /** Grid classes: four columns on a desktop card, one in the phone's dialog. */
  className: string;
  /** After applying or clearing (the phone closes its dialog). */
  onDone?: () => void;
}

export function TransactionFilterForm({ choices, className, onDone }: TransactionFilterFormProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.transactions.${key}`);
  const { filterValues, setFilters } = useListContext();
  const [values, setValues] = useState<FilterValues>(() => fromFilter(filterValues));

  // Back/forward or a shared link changes the URL: show what is applied.
  useEffect(() => setValues(fromFilter(filterValues)), [filterValues]);

  const set = (field: keyof FilterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(toFilter(values), []);
    onDone?.();
  }

  function clear() {
    setValues(NO_FILTERS);
    setFilters({}, []);
    onDone?.();
  }

  const select = (field: keyof FilterValues, label: string, options: SelectOption[]) => (
    <Select
      label={t(label)}
      value={values[field]}
      onValueChange={set(field)}
      options={[{ value: '', label: t('all') }, ...options]}
    />
  );

  return (
    <form noValidate onSubmit={apply} className={className}>
      {select('cardId', 'card', choices.cards)}
      {select('platformId', 'platform', choices.platforms)}
      {select(
        'status',
        'status',
        TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      )}
      {select(
        'type',
        'type',
        TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
      )}
      <TextField
        // Two columns on a wide grid, so its long label stays on one line like the others'.
        className="lg:col-span-2"
        label={t('search')}
        type="search"
        value={values.q}
        onChange={(event) => set('q')(event.target.value)}
      />
      <div className="flex min-w-0 flex-col gap-1">
        {/* The field names itself (label + placeholder); this line only lines it up visually. */}
        <span aria-hidden className="text-sm font-medium">
          {t('date')}
        </span>
        <DateRangeField
          className="w-full"
          label={t('date')}
          placeholder={t('dateRange')}
          // The picker orders the two days it is given, so a reversed range cannot be chosen.
          value={{ from: values.dateFrom || undefined, to: values.dateTo || undefined }}
          onChange={(range) =>
            setValues((current) => ({
              ...current,
              dateFrom: range.from ?? '',
              dateTo: range.to ?? '',
            }))
          }
          max={formatDay(new Date())}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit" variant="primary">
          {t('apply')}
        </Button>
        <Button onClick={clear}>{t('clear')}</Button>
      </div>
    </form>
  );
}
