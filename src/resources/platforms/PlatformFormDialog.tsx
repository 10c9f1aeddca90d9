// The modal form to add or edit a platform, on ra-core's <Form>. When editing, the API key comes
// from the detail call; the password is never read back: its field starts blank and a blank one
// keeps the stored password (the provider leaves it out).
import { useState } from 'react';
import { KEEP_TYPING } from '../../ui/form/keepTyping';
import { Form, useCreate, useGetOne, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { Platform } from '../../providers/resources/platforms';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ProgressBar } from '../../ui/ProgressBar';
import { ErrorState } from '../../ui/States';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SelectInput } from '../../ui/form/SelectInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { submitErrors } from '../../ui/form/submitErrors';
import { FieldErrorsAlert } from '../FieldErrorsAlert';
import {
  EMPTY_PLATFORM,
  FIELD_REQUIRED,
  REQUIRED_PLATFORM_FIELDS,
  platformFormErrors,
  platformToSave,
  type PlatformFormValues,
} from './platformForm';

interface PlatformFormDialogProps {
  /** The id of the platform to edit, or null for a new one. */
  platformId: number | null;
  onClose: () => void;
}

const CURRENCIES = [
  { value: 'UZS', label: 'UZS' },
  { value: 'RUB', label: 'RUB' },
];
const validateNew = (values: FieldValues) => platformFormErrors(values, true);
const validateEdit = (values: FieldValues) => platformFormErrors(values, false);

export function PlatformFormDialog({ platformId, onClose }: PlatformFormDialogProps) {
  const translate = useTranslate();
  const isNew = platformId === null;
  // gcTime 0: the API key read for the form is not kept once the dialog is gone.
  const detail = useGetOne<Platform>(
    'platforms',
    { id: platformId ?? 0 },
    { enabled: !isNew, gcTime: 0 },
  );

  let body;
  if (isNew) body = <PlatformForm defaults={EMPTY_PLATFORM} onClose={onClose} />;
  else if (detail.data) {
    const { name, currency, apiKey = '', login, workplaceId } = detail.data;
    const defaults = { name, currency, apiKey, login, workplaceId, password: '' };
    body = <PlatformForm record={detail.data} defaults={defaults} onClose={onClose} />;
  } else if (detail.error) {
    body = (
      <ErrorState message={translate('app.platforms.loadError')} onRetry={() => detail.refetch()} />
    );
  } else body = <ProgressBar label={translate('ra.page.loading')} />;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={translate(isNew ? 'app.platforms.createTitle' : 'app.platforms.editTitle')}
    >
      {body}
    </Dialog>
  );
}

interface PlatformFormProps {
  /** The platform being edited; none for a new one. */
  record?: Platform;
  defaults: PlatformFormValues;
  onClose: () => void;
}

function PlatformForm({ record, defaults, onClose }: PlatformFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const isNew = !record;
  const [create] = useCreate();
  const [update] = useUpdate();
  // Whether the last save failed: UI state, not a field's value.
  const [saveFailed, setSaveFailed] = useState(false);

  async function save(values: FieldValues) {
    setSaveFailed(false);
    const data = platformToSave(values);
    try {
      if (!record) await create('platforms', { data }, { returnPromise: true });
      else {
        await update(
          'platforms',
          { id: record.id, data, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      }
      notify('app.platforms.saved', { type: 'success' });
      onClose();
    } catch (error) {
      setSaveFailed(true);
      return submitErrors(error);
    }
  }

  const text = (source: keyof PlatformFormValues, label: string) => (
    <TextInput source={source} label={translate(label)} isRequired autoComplete="off" />
  );

  return (
    <Form
      defaultValues={defaults}
      resetOptions={KEEP_TYPING}
      validate={isNew ? validateNew : validateEdit}
      onSubmit={save}
      noValidate
      // The spec's alert and the fields say what is wrong, in the screen's words.
      disableInvalidFormNotification
      className="flex flex-col gap-4"
    >
      {saveFailed && <ErrorState message={translate('app.platforms.saveError')} />}
      <FieldErrorsAlert
        fields={[...REQUIRED_PLATFORM_FIELDS]}
        problem={FIELD_REQUIRED}
        message={translate('app.platforms.requiredFields')}
      />
      {text('name', 'app.platforms.name')}
      <SelectInput
        source="currency"
        label={translate('app.platforms.currency')}
        choices={CURRENCIES}
      />
      {text('apiKey', 'app.platforms.apiKey')}
      {text('login', 'app.platforms.login')}
      <PasswordInput
        source="password"
        label={translate('app.platforms.password')}
        isRequired={isNew}
        help={isNew ? undefined : translate('app.platforms.passwordKeep')}
        toggleLabels={{
          show: translate('app.platforms.showPassword'),
          hide: translate('app.platforms.hidePassword'),
        }}
        // The platform's credentials, not the admin's: no saved password offered here.
        autoComplete="new-password"
      />
      {text('workplaceId', 'app.platforms.workplaceId')}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onClose}>{translate('app.platforms.cancel')}</Button>
        <SubmitButton>{translate('app.platforms.save')}</SubmitButton>
      </div>
    </Form>
  );
}
