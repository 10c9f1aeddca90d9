// One's own new password, given with the current one (proof that the person at the keyboard is
// the account's). Signed in with a password, the panel keeps signing in with the new one. A wrong
// current password is said on its field; other refusals in a toast alone.
import { HttpError, required, useDataProvider, useTranslate } from 'ra-core';
import { encodeBasicToken } from '../../lib/basicToken';
import { getToken, saveToken } from '../../auth/tokenStore';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { PASSWORD_RULES } from '../../auth/passwordRules';
import { SaveForm } from '../../ui/admin/SaveForm';
import { useFormSave } from '../../ui/admin/useFormSave';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';

const CURRENT_RULES = [required('app.ownAccount.currentRequired')];
const TEXTS = { saved: 'app.ownAccount.saved', saveError: 'app.ownAccount.error' };

interface Values {
  currentPassword?: string;
  password?: string;
}

/** The server names the field it refuses: the current password that is not. */
const wrongCurrent = (error: unknown) =>
  error instanceof HttpError && error.status === 400 && /^currentPassword:/.test(error.message)
    ? { currentPassword: 'app.ownAccount.wrongCurrent' }
    : undefined;

export function OwnPasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useFormSave<Values>({
    write: ({ currentPassword = '', password = '' }) =>
      dataProvider.changeOwnPassword(currentPassword, password),
    texts: TEXTS,
    onSaved: ({ password = '' }) => {
      if (getToken()) saveToken(encodeBasicToken(username, password));
      onDone();
    },
    refusal: wrongCurrent,
    serverFieldErrors: false,
  });

  return (
    <SaveForm
      onSubmit={save}
      invalidFormToast
      className="mt-4 flex flex-col gap-3 border-t border-border pt-4"
    >
      <h3 className="m-0 text-sm font-medium">{translate('app.ownAccount.changePassword')}</h3>
      <PasswordInput
        source="currentPassword"
        label={translate('app.ownAccount.currentPassword')}
        validate={CURRENT_RULES}
        autoComplete="current-password"
      />
      <PasswordInput
        source="password"
        label={translate('app.ownAccount.newPassword')}
        help={translate('app.panelAccounts.passwordHelp')}
        validate={PASSWORD_RULES}
        autoComplete="new-password"
      />
      <SubmitButton className="self-end">{translate('app.ownAccount.save')}</SubmitButton>
    </SaveForm>
  );
}
