// One account's role, changed at once (the server refuses to leave no enabled owner: said so).
import { HttpError, useNotify, useTranslate, useUpdate } from 'ra-core';
import { isRole } from '../../../contract/roles';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { writeFailure } from '../../providers/apiErrors';
import { Select } from '../../ui/Select';
import { useRoleChoices } from './roleChoices';

export function RoleSelect({ account }: { account: PanelAccount }) {
  const translate = useTranslate();
  const notify = useNotify();
  const choices = useRoleChoices();
  const [update, { isPending }] = useUpdate<PanelAccount>();

  function setRole(role: string) {
    if (!isRole(role) || role === account.role) return;
    update(
      'panel-accounts',
      { id: account.id, data: { role }, previousData: account },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.panelAccounts.roleChanged', { type: 'info' }),
        onError: (error) => {
          const lastOwner = error instanceof HttpError && error.status === 409;
          notify(
            lastOwner
              ? 'app.panelAccounts.lastOwner'
              : writeFailure(error, 'app.panelAccounts.roleError'),
            { type: 'error' },
          );
        },
      },
    );
  }

  return (
    <Select
      label={translate('app.panelAccounts.roleLabel', { username: account.username })}
      value={account.role}
      options={choices}
      onValueChange={setRole}
      disabled={isPending}
      className="w-40 [&>label]:sr-only"
    />
  );
}
