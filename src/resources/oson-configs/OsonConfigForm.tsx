// The Oson config form (docs/product.md: Screens, Form rules), shared by the create and edit pages,
// on ra-core's <Form>: Quick Paste, four required fields, Save Changes and Cancel. It only
// validates; the page decides what saving means.
import { Save } from 'lucide-react';
import { Form, useNavigate, useTranslate } from 'ra-core';
import { KEEP_TYPING } from '../../ui/form/keepTyping';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { PasswordInput } from '../../ui/form/PasswordInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextInput } from '../../ui/form/TextInput';
import { FILLED } from './formValues';
import { QuickPastePanel } from './QuickPastePanel';

export interface OsonConfigFormProps {
  /** Catalogue key of the page title. */
  titleKey: string;
  /** The fields' first values (and, for a new config, its apiUrl: sent, never shown). */
  defaultValues: FieldValues;
  /** Saves the values; answers the server's field errors when it refused them. */
  onSave: (values: FieldValues) => Promise<Record<string, string> | undefined>;
  /**
   * The server kept the password (the gateway in front of the production backend): the field
   * starts blank, and blank keeps the stored one.
   */
  passwordKept?: boolean;
}

export function OsonConfigForm({
  titleKey,
  defaultValues,
  onSave,
  passwordKept = false,
}: OsonConfigFormProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <div className="my-4 flex max-w-2xl min-w-0 flex-col gap-4">
      <ScreenHeader title={translate(titleKey)} />
      <Card className="p-4">
        <Form
          defaultValues={defaultValues}
          resetOptions={KEEP_TYPING}
          onSubmit={onSave}
          noValidate
          // Each field says what is missing, in the screen's words.
          disableInvalidFormNotification
          className="flex flex-col gap-4"
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
            validate={passwordKept ? undefined : FILLED}
            help={passwordKept ? translate('app.osonConfigs.passwordKeep') : undefined}
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
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={() => navigate('/oson-configs')}>
              {translate('app.osonConfigs.cancel')}
            </Button>
            <SubmitButton icon={<Save size={18} aria-hidden />}>
              {translate('app.osonConfigs.save')}
            </SubmitButton>
          </div>
        </Form>
      </Card>
    </div>
  );
}
