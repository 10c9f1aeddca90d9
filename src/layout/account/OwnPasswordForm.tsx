// One's own new password, given with the current one (proof that the person at the keyboard is
// the account's). Signed in with a password, the panel keeps signing in with the new one.
import { Form, HttpError, required, useDataProvider, useNotify, useTranslate } from 'ra-core';
import { encodeBasicToken } from '../../lib/basicToken';
import { getToken, saveToken } from '../../auth/tokenStore';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { writeFailure } from '../../providers/httpClient';
import { PASSWORD_RULES } from '../../resources/panel-accounts/passwordRules';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';

const CURRENT_RULES = [required('app.ownAccount.currentRequired')];

interface Values {
  currentPassword?: string;
  password?: string;
}

export function OwnPasswordForm({ username, onDone }: { username: string; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();

  async function save({ currentPassword = '', password = '' }: Values) {
    try {
      await dataProvider.changeOwnPassword(currentPassword, password);
    } catch (error) {
      // The server names the field it refuses: the current password that is not.
      const wrongCurrent =
        error instanceof HttpError &&
        error.status === 400 &&
        /^currentPassword:/.test(error.message);
      if (wrongCurrent) return { currentPassword: 'app.ownAccount.wrongCurrent' };
      notify(writeFailure(error, 'app.ownAccount.error'), { type: 'error' });
      return undefined;
    }
    if (getToken()) saveToken(encodeBasicToken(username, password));
    notify('app.ownAccount.saved', { type: 'success' });
    onDone();
  }

  return (
    <Form
      onSubmit={save}
      noValidate
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
    </Form>
  );
}
