// What the broadcast <Form> draws inside itself: the fields with the submit button, and the
// preview, which reads the same values as they are typed (react-hook-form's useWatch), so the
// form stays their one holder.
import { CalendarClock, Send } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../ui/form/CheckboxInput';
import { DateTimeInput } from '../../ui/form/DateTimeInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { BroadcastPreview } from './BroadcastPreview';
import { broadcastValues } from './broadcastForm';

export function BroadcastFields({ timeZone }: { timeZone: string }) {
  const translate = useTranslate();
  const { setValue, clearErrors } = useFormContext();
  const scheduled = useWatch({ name: 'schedule' }) === true;

  // Called once the box holds its new state.
  function scheduleChanged(checked: unknown) {
    if (checked === true) return;
    // docs/product.md: States: unchecking the box clears the time, so a hidden value is never sent
    // or shown again, nor its old problem when the box is checked anew.
    setValue('scheduledTime', '');
    clearErrors('scheduledTime');
  }

  return (
    <div className="flex flex-col gap-4">
      <TextInput
        source="messageText"
        label={translate('app.broadcast.messageText')}
        help={translate('app.broadcast.messageTextHelp')}
        rows={5}
        // The rule itself is the Form's validate (validateBroadcast); this marks the field.
        isRequired
      />
      <TextInput
        source="buttonText"
        label={translate('app.broadcast.buttonText')}
        autoComplete="off"
      />
      <TextInput
        source="buttonUrl"
        label={translate('app.broadcast.buttonUrl')}
        help={translate('app.broadcast.buttonUrlHelp')}
        type="url"
        placeholder="https://"
        inputMode="url"
        autoComplete="url"
      />
      <CheckboxInput
        source="schedule"
        label={translate('app.broadcast.schedule')}
        onChange={scheduleChanged}
      />
      {scheduled && (
        <DateTimeInput
          source="scheduledTime"
          label={translate('app.broadcast.scheduledTime')}
          help={translate('app.broadcast.scheduledTimeHelp', { zone: timeZone })}
          isRequired
        />
      )}
      <div>
        <SubmitButton
          icon={
            scheduled ? <CalendarClock size={18} aria-hidden /> : <Send size={18} aria-hidden />
          }
        >
          {translate(scheduled ? 'app.broadcast.submitScheduled' : 'app.broadcast.submitNow')}
        </SubmitButton>
      </div>
    </div>
  );
}

const PREVIEWED = ['messageText', 'buttonText', 'buttonUrl', 'schedule', 'scheduledTime'] as const;

export function LiveBroadcastPreview() {
  const [messageText, buttonText, buttonUrl, schedule, scheduledTime] = useWatch({
    name: [...PREVIEWED],
  });
  const values = broadcastValues({ messageText, buttonText, buttonUrl, schedule, scheduledTime });
  return (
    <BroadcastPreview
      messageText={values.messageText}
      buttonText={values.buttonText}
      buttonUrl={values.buttonUrl}
      scheduledTime={values.schedule && values.scheduledTime ? values.scheduledTime : null}
    />
  );
}
