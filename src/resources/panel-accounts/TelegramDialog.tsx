// The Telegram user linked to one panel account (the one who signs in as it inside Telegram), set
// or removed in a dialog: the admin layer's save form, its outcome in toasts (a user linked to
// another account said so). Each change is in the audit log (the server writes it).
import { HttpError, required, useTranslate, useUpdate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { keepDigits } from '../../lib/numericInput';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { SaveForm } from '../../ui/admin/SaveForm';
import { useFormSave, type FormSaveOptions } from '../../ui/admin/useFormSave';

export interface TelegramDialogProps {
  account: PanelAccount;
  open: boolean;
  onClose: () => void;
}

type Change = { telegramUserId: number | null };

const SAVE_ERROR = 'app.panelAccounts.telegramError';

/** A user already linked to another account (the server's 409). */
const taken = (error: unknown) =>
  error instanceof HttpError && error.status === 409
    ? 'app.panelAccounts.telegramTaken'
    : undefined;

export function TelegramDialog({ account, open, onClose }: TelegramDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panelAccounts.${key}`, options);
  const [update, { isPending }] = useUpdate<PanelAccount>();
  const change: Omit<FormSaveOptions<Change>, 'texts'> = {
    write: ({ telegramUserId }) =>
      update(
        'panel-accounts',
        { id: account.id, data: { telegramUserId }, previousData: account },
        { mutationMode: 'pessimistic', returnPromise: true },
      ),
    onSaved: onClose,
    refusal: taken,
  };
  const link = useFormSave<Change>({
    ...change,
    texts: { saved: 'app.panelAccounts.telegramSaved', saveError: SAVE_ERROR },
  });
  const unlink = useFormSave<Change>({
    ...change,
    texts: { saved: 'app.panelAccounts.telegramRemoved', saveError: SAVE_ERROR },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('telegramTitle', { username: account.username })}
    >
      {open && (
        <SaveForm
          onSubmit={(values) => link({ telegramUserId: Number(values.telegramUserId) })}
          values={{ telegramUserId: account.telegramUserId ?? '' }}
          invalidFormToast
          className="flex flex-col gap-3"
        >
          <TextInput
            source="telegramUserId"
            label={t('telegramIdLabel')}
            help={t('telegramIdHelp')}
            inputMode="numeric"
            keep={keepDigits}
            validate={required('app.panelAccounts.telegramIdRequired')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            {account.telegramUserId !== null && (
              <Button
                variant="secondary"
                disabled={isPending}
                onClick={() => void unlink({ telegramUserId: null })}
              >
                {t('telegramRemove')}
              </Button>
            )}
            <SubmitButton>{t('telegramSave')}</SubmitButton>
          </div>
        </SaveForm>
      )}
    </Dialog>
  );
}
