// The audit log's filters: account, resource, action and a range of days, in the lists' filter
// form (ui/admin/FilterForm.tsx), like the journal's. The entries of accounts and devices are
// read only by a role that may list panel accounts (contract/audit.ts: the server leaves them out
// for the others), so only that role is offered them, and only it reads the account directory for
// the account filter (another role's read would be refused, and recorded as such).
import { useGetList, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { Select, type SelectOption } from '../../ui/Select';
import {
  ACCOUNT_AUDIT_RESOURCES,
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  vocabularyChoices,
} from './auditVocabulary';
import { DaysFilter, FilterForm } from '../../ui/admin/FilterForm';

const NONE = { username: '', resource: '', action: '', dateFrom: '', dateTo: '' };

export function AuditFilterForm() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.auditLog.${key}`);
  const readsAccounts = useCan('panel-accounts', 'list');
  const accounts = useGetList<PanelAccount>(
    'panel-accounts',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'username', order: 'ASC' } },
    { enabled: readsAccounts },
  );
  const resources = readsAccounts
    ? AUDIT_RESOURCES
    : AUDIT_RESOURCES.filter(
        (name) => !(ACCOUNT_AUDIT_RESOURCES as readonly string[]).includes(name),
      );
  const any = (options: SelectOption[]) => [{ value: '', label: t('all') }, ...options];
  return (
    <FilterForm
      empty={NONE}
      applyLabel={t('apply')}
      clearLabel={t('clear')}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-4"
      // A row of their own: beside four fields they squeezed the date range at 1280 px.
      buttonsClassName="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4"
    >
      {(values, set) => (
        <>
          <Select
            label={t('account')}
            value={values.username}
            options={any(
              (accounts.data ?? []).map((account) => ({
                value: account.username,
                label: account.username,
              })),
            )}
            onValueChange={(username) => set({ username })}
          />
          <Select
            label={t('resource')}
            value={values.resource}
            options={any(vocabularyChoices(translate, 'resources', resources))}
            onValueChange={(resource) => set({ resource })}
          />
          <Select
            label={t('action')}
            value={values.action}
            options={any(vocabularyChoices(translate, 'actions', AUDIT_ACTIONS))}
            onValueChange={(action) => set({ action })}
          />
          <DaysFilter label={t('date')} placeholder={t('dateRange')} values={values} set={set} />
        </>
      )}
    </FilterForm>
  );
}
