// The Telegram user linked to one panel account (the one who signs in as it inside Telegram), set
// or removed in a dialog. Each change is in the audit log (the server writes it).
import { Form, HttpError, required, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { keepDigits } from '../../lib/numericInput';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { writeFailure } from '../../providers/httpClient';

export interface TelegramDialogProps {
  account: PanelAccount;
  open: boolean;
  onClose: () => void;
}

export function TelegramDialog({ account, open, onClose }: TelegramDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panelAccounts.${key}`, options);
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<PanelAccount>();

  async function change(telegramUserId: number | null) {
    try {
      await update(
        'panel-accounts',
        { id: account.id, data: { telegramUserId }, previousData: account },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(
        telegramUserId === null
          ? 'app.panelAccounts.telegramRemoved'
          : 'app.panelAccounts.telegramSaved',
        {
          type: 'success',
        },
      );
      onClose();
    } catch (error) {
      const taken = error instanceof HttpError && error.status === 409;
      notify(
        taken
          ? 'app.panelAccounts.telegramTaken'
          : writeFailure(error, 'app.panelAccounts.telegramError'),
        { type: 'error' },
      );
      return submitErrors(error);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('telegramTitle', { username: account.username })}
    >
      {open && (
        <Form
          onSubmit={(values: { telegramUserId?: string }) => change(Number(values.telegramUserId))}
          defaultValues={{ telegramUserId: account.telegramUserId ?? '' }}
          noValidate
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
              <Button variant="secondary" disabled={isPending} onClick={() => void change(null)}>
                {t('telegramRemove')}
              </Button>
            )}
            <SubmitButton>{t('telegramSave')}</SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
