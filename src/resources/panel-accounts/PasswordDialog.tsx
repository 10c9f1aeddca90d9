// A new password for one panel account, in a dialog.
import { Form, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { Dialog } from '../../ui/Dialog';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { submitErrors } from '../../ui/form/submitErrors';
import { PASSWORD_RULES } from './passwordRules';
import { writeFailure } from '../../providers/httpClient';

export interface PasswordDialogProps {
  account: PanelAccount;
  open: boolean;
  onClose: () => void;
}

export function PasswordDialog({ account, open, onClose }: PasswordDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();

  async function save({ password }: { password?: string }) {
    try {
      await update(
        'panel-accounts',
        { id: account.id, data: { password }, previousData: account },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.panelAccounts.passwordChanged', { type: 'success' });
      onClose();
    } catch (error) {
      notify(writeFailure(error, 'app.panelAccounts.passwordError'), { type: 'error' });
      return submitErrors(error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={translate('app.panelAccounts.passwordTitle', { username: account.username })}
    >
      {open && (
        <Form onSubmit={save} noValidate className="flex flex-col gap-3">
          <PasswordInput
            source="password"
            label={translate('app.panelAccounts.newPassword')}
            help={translate('app.panelAccounts.passwordHelp')}
            validate={PASSWORD_RULES}
            autoComplete="new-password"
          />
          <SubmitButton className="self-end">{translate('app.panelAccounts.save')}</SubmitButton>
        </Form>
      )}
    </Dialog>
  );
}
