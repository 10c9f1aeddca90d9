// A new password for one panel account, in a dialog: the admin layer's save form, its outcome in
// toasts (the server's field errors on the field).
import { useTranslate, useUpdate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { Dialog } from '../../ui/Dialog';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { SaveForm } from '../../ui/admin/SaveForm';
import { useFormSave } from '../../ui/admin/useFormSave';
import { PASSWORD_RULES } from '../../auth/passwordRules';

export interface PasswordDialogProps {
  account: PanelAccount;
  open: boolean;
  onClose: () => void;
}

const TEXTS = {
  saved: 'app.panelAccounts.passwordChanged',
  saveError: 'app.panelAccounts.passwordError',
};

export function PasswordDialog({ account, open, onClose }: PasswordDialogProps) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const save = useFormSave<{ password?: string }>({
    write: ({ password }) =>
      update(
        'panel-accounts',
        { id: account.id, data: { password }, previousData: account },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    texts: TEXTS,
    onSaved: onClose,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={translate('app.panelAccounts.passwordTitle', { username: account.username })}
    >
      {open && (
        <SaveForm onSubmit={save} invalidFormToast className="flex flex-col gap-3">
          <PasswordInput
            source="password"
            label={translate('app.panelAccounts.newPassword')}
            help={translate('app.panelAccounts.passwordHelp')}
            validate={PASSWORD_RULES}
            autoComplete="new-password"
          />
          <SubmitButton className="self-end">{translate('app.panelAccounts.save')}</SubmitButton>
        </SaveForm>
      )}
    </Dialog>
  );
}
