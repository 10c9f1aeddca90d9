// Where the filters live: a card above the table on a desktop; on a phone one button saying how
// many are active, which opens them in a dialog, so they do not fill the first screen.
import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useListFilterContext, useTranslate } from 'ra-core';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/States';
import { activeFilterCount } from './filterValues';
import { TransactionFilterForm } from './TransactionFilterForm';
import type { FilterChoices } from './useFilterChoices';

export function FilterDataError({ choices }: { choices: FilterChoices }) {
  const translate = useTranslate();
  if (!choices.failed) return null;
  return <Notice tone="warning">{translate('app.transactions.filterDataError')}</Notice>;
}

export function TransactionFilters({ choices }: { choices: FilterChoices }) {
  const translate = useTranslate();
  return (
    <Card aria-labelledby="transaction-filters-title" className="flex flex-col gap-3 p-4">
      <h2 id="transaction-filters-title" className="m-0 text-base font-semibold">
        {translate('app.transactions.filters')}
      </h2>
      <FilterDataError choices={choices} />
      <TransactionFilterForm
        choices={choices}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Card>
  );
}

/** The phone's filter button (it sits in the toolbar) and its dialog. */
export function PhoneFilters({ choices }: { choices: FilterChoices }) {
  const translate = useTranslate();
  const { filterValues } = useListFilterContext();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filterValues);
  return (
    <>
      <Button
        size="sm"
        aria-haspopup="dialog"
        icon={<SlidersHorizontal size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {count > 0
          ? translate('app.transactions.filtersButton', { count })
          : translate('app.transactions.filters')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={translate('app.transactions.filters')}>
        <TransactionFilterForm
          choices={choices}
          className="flex flex-col gap-3"
          onDone={() => setOpen(false)}
        />
      </Dialog>
    </>
  );
}
