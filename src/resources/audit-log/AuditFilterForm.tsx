// The audit log's filters: account, resource, action and a range of days, in react-admin's form.
// Like the journal's, they apply on 'Qo'llash', clear on 'Tozalash' and live in the address.
import { Form, useGetList, useListContext, useTranslate } from 'ra-core';
import { formatDay } from '../../lib/days';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { DateRangeInput } from '../../ui/form/DateRangeInput';
import { SelectInput } from '../../ui/form/SelectInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { AUDIT_ACTIONS, AUDIT_RESOURCES, vocabularyChoices } from './auditVocabulary';
import { ClearFiltersButton } from '../ClearFiltersButton';

const FIELDS = ['username', 'resource', 'action', 'dateFrom', 'dateTo'] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string | null>>;

const NONE: Values = Object.fromEntries(FIELDS.map((field) => [field, '']));

/** The set fields only, so that neither the address nor the request carries an empty one. */
function setOnly(values: Values): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

export function AuditFilterForm() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.auditLog.${key}`);
  const { filterValues, setFilters } = useListContext();
  const accounts = useGetList<PanelAccount>('panel-accounts', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'username', order: 'ASC' },
  });
  const all = t('all');
  return (
    <Form
      key={JSON.stringify(filterValues)}
      defaultValues={{ ...NONE, ...filterValues }}
      onSubmit={(values: Values) => setFilters(setOnly(values), [])}
      noValidate
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectInput
        source="username"
        label={t('account')}
        choices={(accounts.data ?? []).map((account) => ({
          value: account.username,
          label: account.username,
        }))}
        emptyLabel={all}
      />
      <SelectInput
        source="resource"
        label={t('resource')}
        choices={vocabularyChoices(translate, 'resources', AUDIT_RESOURCES)}
        emptyLabel={all}
      />
      <SelectInput
        source="action"
        label={t('action')}
        choices={vocabularyChoices(translate, 'actions', AUDIT_ACTIONS)}
        emptyLabel={all}
      />
      <DateRangeInput
        fromSource="dateFrom"
        toSource="dateTo"
        className="w-full"
        label={t('date')}
        placeholder={t('dateRange')}
        max={formatDay(new Date())}
      />
      {/* A row of their own: beside four fields they squeezed the date range at 1280 px. */}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        <SubmitButton>{t('apply')}</SubmitButton>
        <ClearFiltersButton label={t('clear')} empty={NONE} />
      </div>
    </Form>
  );
}
