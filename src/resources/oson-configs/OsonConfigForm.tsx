// The Oson config form (docs/product.md: Screens, Form rules), the page of both /oson-configs/new
// and /oson-configs/{id}, on the admin layer's FormPage (ra-core's CreateBase or EditBase, and
// <Form>): Quick Paste, four required fields, Save Changes and Cancel, then back to the list. An
// edit's password starts blank and a blank one keeps the stored one (the panel never holds it);
// saving sends the edited fields, and the provider keeps what the form does not own. A new
// config also gets the deployment's default apiUrl, which the admin never sees or edits.
import { useTranslate } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { useSettings } from '../../settings/useSettings';
import { FormPage } from '../../ui/admin/FormPage';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { TextInput } from '../../ui/form/TextInput';
import { FILLED, formValuesOf, valuesToSend } from './formValues';
import { QuickPastePanel } from './QuickPastePanel';

const TEXTS = {
  saved: 'app.osonConfigs.saved',
  saveError: 'app.osonConfigs.saveError',
  loadError: 'app.osonConfigs.loadError',
  cancel: 'app.osonConfigs.cancel',
  save: 'app.osonConfigs.save',
};

/** The config to edit (its id from the address), or none for a new one. */
export function OsonConfigForm({ id }: { id?: number }) {
  const translate = useTranslate();
  const { osonDefaultApiUrl } = useSettings();
  const isNew = id === undefined;
  return (
    <FormPage<OsonConfig>
      resource="oson-configs"
      id={id}
      texts={{
        ...TEXTS,
        title: isNew ? 'app.osonConfigs.createTitle' : 'app.osonConfigs.editTitle',
      }}
      formValues={formValuesOf}
      transform={(values: FieldValues) =>
        isNew ? { ...valuesToSend(values), apiUrl: osonDefaultApiUrl } : valuesToSend(values)
      }
      back="/oson-configs"
    >
      <QuickPastePanel />
      <hr className="m-0 border-0 border-t border-border" />
      <TextInput
        source="deviceName"
        label={translate('app.osonConfigs.deviceName')}
        validate={FILLED}
        autoComplete="off"
      />
      <TextInput
        source="phone"
        label={translate('app.osonConfigs.phone')}
        validate={FILLED}
        inputMode="tel"
        autoComplete="off"
      />
      <PasswordInput
        source="password"
        label={translate('app.osonConfigs.password')}
        // The server keeps the password (the gateway in front of the production backend too):
        // an edit's field starts blank, and blank keeps the stored one.
        validate={isNew ? FILLED : undefined}
        help={isNew ? undefined : translate('app.osonConfigs.passwordKeep')}
        toggleLabels={{
          show: translate('app.osonConfigs.showPassword'),
          hide: translate('app.osonConfigs.hidePassword'),
        }}
        // The Oson account's credentials, not the admin's: no saved password offered here.
        autoComplete="new-password"
      />
      <TextInput
        source="deviceId"
        label={translate('app.osonConfigs.deviceId')}
        validate={FILLED}
        autoComplete="off"
      />
    </FormPage>
  );
}
