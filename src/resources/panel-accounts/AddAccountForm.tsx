// Adds a panel account: a name, a password of at least 8 characters and a role (a viewer unless
// chosen otherwise: the least it may be). A name already taken is said on its field; other
// refusals in a toast.
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Form, HttpError, required, useCreate, useNotify, useTranslate } from 'ra-core';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { SelectInput } from '../../ui/form/SelectInput';
import { TextInput } from '../../ui/form/TextInput';
import { useRoleChoices } from './roleChoices';
import { submitErrors } from '../../ui/form/submitErrors';
import { PASSWORD_RULES } from './passwordRules';
import { writeFailure } from '../../providers/httpClient';

const USERNAME_RULES = [required('app.panelAccounts.usernameRequired')];
const NEW_ACCOUNT = { role: 'viewer' };

export function AddAccountForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  // A new, empty form after each account added.
  const [round, setRound] = useState(0);
  const roles = useRoleChoices();

  async function add(values: { username?: string; password?: string; role?: string }) {
    try {
      await create('panel-accounts', { data: values }, { returnPromise: true });
      notify('app.panelAccounts.added', { type: 'success' });
      setRound((current) => current + 1);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        return { username: 'app.panelAccounts.usernameTaken' };
      }
      notify(writeFailure(error, 'app.panelAccounts.addError'), { type: 'error' });
      return submitErrors(error);
    }
  }

  return (
    <Form
      key={round}
      onSubmit={add}
      defaultValues={NEW_ACCOUNT}
      noValidate
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[1fr_1fr_10rem_auto]"
    >
      <TextInput
        source="username"
        label={translate('app.panelAccounts.username')}
        validate={USERNAME_RULES}
        autoComplete="off"
      />
      <PasswordInput
        source="password"
        label={translate('app.panelAccounts.password')}
        help={translate('app.panelAccounts.passwordHelp')}
        validate={PASSWORD_RULES}
        autoComplete="new-password"
      />
      <SelectInput source="role" label={translate('app.panelAccounts.role')} choices={roles} />
      <SubmitButton icon={<UserPlus size={18} aria-hidden />} className="sm:mt-6">
        {translate('app.panelAccounts.add')}
      </SubmitButton>
    </Form>
  );
}
