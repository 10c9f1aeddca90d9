// Adds an admin by Telegram Chat ID (docs/product.md: Screens Admins, Form rules, Messages): a
// blank ID is refused on the field with the spec's warning, typing keeps only a chat ID's
// characters, and a refusal of the server is said in a toast (and on the field, where it names it).
import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Form, required, useCreate, useNotify, useTranslate } from 'ra-core';
import { keepChatId } from '../../lib/numericInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { chatIdProblem } from '../../lib/chatId';
import { TOAST_MS } from '../../ui/toastDurations';
import { writeFailure } from '../../providers/apiErrors';

/** A chat ID typing could not refuse (too long for a safe integer, a lone minus). */
const numericChatId = (value: unknown) =>
  chatIdProblem(String(value ?? '')) === 'numeric' ? 'app.admins.chatIdNumeric' : undefined;

const VALIDATE = [required('app.admins.chatIdRequired'), numericChatId];

export function AddAdminForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  // A new form after each admin added: empty, with nothing left of the last one.
  const [round, setRound] = useState(0);

  async function add({ chatId }: { chatId?: string }) {
    try {
      await create('admins', { data: { chatId: String(chatId).trim() } }, { returnPromise: true });
      notify('app.admins.added', { type: 'success', autoHideDuration: TOAST_MS.admins });
      setRound((current) => current + 1);
    } catch (error) {
      notify(writeFailure(error, 'app.admins.addError'), {
        type: 'error',
        autoHideDuration: TOAST_MS.admins,
      });
      return submitErrors(error);
    }
  }

  return (
    <Form key={round} onSubmit={add} noValidate className="flex flex-wrap items-start gap-3">
      <TextInput
        source="chatId"
        label={translate('app.admins.chatId')}
        help={translate('app.admins.chatIdHelp')}
        validate={VALIDATE}
        keep={keepChatId}
        inputMode="numeric"
        autoComplete="off"
        className="min-w-60 flex-1"
      />
      <SubmitButton icon={<UserPlus size={18} aria-hidden />} className="mt-6">
        {translate('app.admins.add')}
      </SubmitButton>
    </Form>
  );
}
