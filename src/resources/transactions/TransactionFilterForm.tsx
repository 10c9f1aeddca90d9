// The filter fields (docs/product.md: Screens): card, platform, status, type, a search and one date
// range, in react-admin's form. They apply on 'Qo'llash' and clear on 'Tozalash' through the list,
// which keeps them in the URL; a change of the URL (back, forward, a shared link) redraws the form
// with what is applied.
import { Form, useListFilterContext, useTranslate } from 'ra-core';
import { formatDay } from '../../lib/days';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../../lib/transactionStatus';
import { DateRangeInput } from '../../ui/form/DateRangeInput';
import { SelectInput } from '../../ui/form/SelectInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { fromFilter, NO_FILTERS, toFilter, type FilterValues } from './filterValues';
import type { FilterChoices } from './useFilterChoices';
import { ClearFiltersButton } from '../ClearFiltersButton';

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
  const { filterValues, setFilters } = useListFilterContext();
  const all = t('all');

  function apply(values: Partial<Record<keyof FilterValues, string | null>>) {
    setFilters(toFilter(values), []);
    onDone?.();
  }

  return (
    <Form
      // Drawn again from what the list applies whenever that changes.
      key={JSON.stringify(filterValues)}
      defaultValues={fromFilter(filterValues)}
      onSubmit={apply}
      noValidate
      className={className}
    >
      <SelectInput source="cardId" label={t('card')} choices={choices.cards} emptyLabel={all} />
      <SelectInput
        source="platformId"
        label={t('platform')}
        choices={choices.platforms}
        emptyLabel={all}
      />
      <SelectInput
        source="status"
        label={t('status')}
        choices={TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: t(`statuses.${status}`),
        }))}
        emptyLabel={all}
      />
      <SelectInput
        source="type"
        label={t('type')}
        choices={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        emptyLabel={all}
      />
      <TextInput
        source="q"
        // Two columns on a wide grid, so its long label stays on one line like the others'.
        className="lg:col-span-2"
        label={t('search')}
        type="search"
      />
      <DateRangeInput
        fromSource="dateFrom"
        toSource="dateTo"
        className="w-full"
        label={t('date')}
        placeholder={t('dateRange')}
        // The picker orders the two days it is given, so a reversed range cannot be chosen.
        max={formatDay(new Date())}
      />
      <div className="flex items-end gap-2">
        <SubmitButton>{t('apply')}</SubmitButton>
        <ClearFiltersButton label={t('clear')} empty={NO_FILTERS} onDone={onDone} />
      </div>
    </Form>
  );
}
