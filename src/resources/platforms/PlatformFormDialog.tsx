// The modal form to add or edit a platform, on the admin layer's FormDialog (ra-core's
// CreateBase/EditBase and <Form>). When editing, the API key comes from the detail call; the
// password is never read back: its field starts blank and a blank one keeps the stored password
// (the provider leaves it out, or sends the stored one back where the backend needs it).
import { useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { Platform } from '../../providers/resources/platforms';
import { FormDialog } from '../../ui/admin/FormDialog';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SelectInput } from '../../ui/form/SelectInput';
import { TextInput } from '../../ui/form/TextInput';
import { CURRENCIES } from '../../../contract/payments';
import { FieldErrorsAlert } from '../../ui/admin/FieldErrorsAlert';
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

const CURRENCY_CHOICES = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const validateNew = (values: FieldValues) => platformFormErrors(values, true);
const validateEdit = (values: FieldValues) => platformFormErrors(values, false);

const TEXTS = {
  saved: 'app.platforms.saved',
  saveError: 'app.platforms.saveError',
  loadError: 'app.platforms.loadError',
  cancel: 'app.platforms.cancel',
  save: 'app.platforms.save',
};

/** The form's values: the detail's fields (its API key included) and a blank password. */
function platformFormValues(platform: Platform | undefined): PlatformFormValues {
  if (!platform) return EMPTY_PLATFORM;
  const { name, currency, apiKey = '', login, workplaceId } = platform;
  return { name, currency, apiKey, login, workplaceId, password: '' };
}

export default function PlatformFormDialog({ platformId, onClose }: PlatformFormDialogProps) {
  const translate = useTranslate();
  const isNew = platformId === null;
  const text = (source: keyof PlatformFormValues, label: string) => (
    <TextInput source={source} label={translate(label)} isRequired autoComplete="off" />
  );
  return (
    <FormDialog<Platform>
      resource="platforms"
      id={platformId ?? undefined}
      texts={{ ...TEXTS, title: isNew ? 'app.platforms.createTitle' : 'app.platforms.editTitle' }}
      formValues={platformFormValues}
      transform={platformToSave}
      validate={isNew ? validateNew : validateEdit}
      queryOptions={{
        // The API key read for the form is not kept once the dialog is gone.
        gcTime: 0,
        // Read again when the window regains focus (react-query's default, which ra-core's edit
        // turns off): another admin's change shows in the fields not being typed in.
        refetchOnWindowFocus: true,
      }}
      onClose={onClose}
    >
      <FieldErrorsAlert
        fields={[...REQUIRED_PLATFORM_FIELDS]}
        problem={FIELD_REQUIRED}
        message={translate('app.platforms.requiredFields')}
      />
      {text('name', 'app.platforms.name')}
      <SelectInput
        source="currency"
        label={translate('app.platforms.currency')}
        choices={CURRENCY_CHOICES}
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
    </FormDialog>
  );
}
