// Adds a panel account: a name, a password of at least 8 characters and a role (a viewer unless
// chosen otherwise: the least it may be). A name already taken is said on its field; other
// refusals in a toast.
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { HttpError, required, useCreate, useTranslate } from 'ra-core';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { SelectInput } from '../../ui/form/SelectInput';
import { TextInput } from '../../ui/form/TextInput';
import { SaveForm } from '../../ui/admin/SaveForm';
import { useFormSave } from '../../ui/admin/useFormSave';
import { useRoleChoices } from './roleChoices';
import { PASSWORD_RULES } from '../../auth/passwordRules';

const USERNAME_RULES = [required('app.panelAccounts.usernameRequired')];
const NEW_ACCOUNT = { role: 'viewer' };
const TEXTS = { saved: 'app.panelAccounts.added', saveError: 'app.panelAccounts.addError' };

/** The server's 409: an account of that name exists. */
const nameTaken = (error: unknown) =>
  error instanceof HttpError && error.status === 409
    ? { username: 'app.panelAccounts.usernameTaken' }
    : undefined;

export function AddAccountForm() {
  const translate = useTranslate();
  const [create] = useCreate();
  // A new, empty form after each account added.
  const [round, setRound] = useState(0);
  const roles = useRoleChoices();
  const add = useFormSave<{ username?: string; password?: string; role?: string }>({
    write: (values) => create('panel-accounts', { data: values }, { returnPromise: true }),
    texts: TEXTS,
    onSaved: () => setRound((current) => current + 1),
    refusal: nameTaken,
  });

  return (
    <SaveForm
      key={round}
      onSubmit={add}
      values={NEW_ACCOUNT}
      invalidFormToast
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
    </SaveForm>
  );
}
