// The broadcast form (docs/product.md: Screens, States, Form rules, Messages) beside its live
// preview: ra-core's <Form> checks the spec's rules (validateBroadcast: some pair fields, so they
// are the Form's validate, not the fields'), sends through the dataProvider and, after a successful
// send, starts over with a new form: empty and unscheduled.
import { useState } from 'react';
import { Form, useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useSettings } from '../../settings/useSettings';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { serverMessageOf } from '../../providers/apiErrors';
import { SectionCard } from '../../ui/admin/SectionCard';
import { submitErrors } from '../../ui/form/submitErrors';
import { BroadcastFields, LiveBroadcastPreview } from './BroadcastFields';
import {
  EMPTY_BROADCAST,
  broadcastValues,
  toBroadcastMessage,
  validateBroadcast,
} from './broadcastForm';
import { TOAST_MS } from '../../ui/toastDurations';

export function BroadcastForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const timeZone = useSettings().serverTimeZone;
  // A new form after each message sent: nothing left of the last one, the box unchecked.
  const [round, setRound] = useState(0);

  // "now" is read at each check: a time that was ahead when typed may have passed since.
  const validate = (raw: FieldValues) =>
    validateBroadcast(broadcastValues(raw), new Date(), timeZone);

  async function send(raw: FieldValues) {
    try {
      await dataProvider.sendBroadcast(toBroadcastMessage(broadcastValues(raw)));
      notify('app.broadcast.success', { type: 'success', autoHideDuration: TOAST_MS.broadcast });
      setRound((current) => current + 1);
    } catch (error) {
      // docs/product.md: Messages: the server's own explanation when it gave one, else the spec's
      // message.
      const serverText = serverMessageOf(error);
      notify(serverText || 'app.broadcast.error', {
        type: 'error',
        autoHideDuration: TOAST_MS.broadcast,
        // Polyglot shows `_` when the server text is not a catalogue key.
        messageArgs: serverText ? { _: serverText } : undefined,
      });
      return submitErrors(error);
    }
  }

  return (
    <Form
      key={round}
      defaultValues={EMPTY_BROADCAST}
      validate={validate}
      onSubmit={send}
      noValidate
      className="grid items-start gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
    >
      <SectionCard title={translate('app.broadcast.formTitle')}>
        <BroadcastFields timeZone={timeZone} />
      </SectionCard>
      <SectionCard title={translate('app.broadcast.previewTitle')}>
        <LiveBroadcastPreview />
      </SectionCard>
    </Form>
  );
}
