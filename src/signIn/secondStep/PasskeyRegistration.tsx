// A passkey added: named (to tell it apart later), made by the browser with the server's options
// (POST /second-step/passkey/register-options) and registered (POST /second-step/passkey/
// register), which answers the recovery codes of a first second step. Shared by the second step's
// page and one's own account dialog.
import { useState } from 'react';
import { Form, required, useTranslate } from 'ra-core';
import { deviceNameFromUserAgent } from '../../lib/deviceName';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/form/TextInput';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { createPasskey } from './passkeys';
import { stepMessageOf } from './stepFailure';
import type { SecondStepApi } from './stepApi';
import type { FailureHandlers } from './TotpSetup';

const NAME_RULES = [required('app.secondStep.passkey.nameRequired')];

export interface PasskeyRegistrationProps extends FailureHandlers {
  api: Pick<SecondStepApi, 'passkeyRegistrationOptions' | 'registerPasskey'>;
  /** Registered: the recovery codes of a first second step, or null. */
  onDone: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}

export function PasskeyRegistration({
  api,
  onDone,
  onCancel,
  onSignedOut,
}: PasskeyRegistrationProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.secondStep.passkey.${key}`);
  const [error, setError] = useState<string | null>(null);
  const [defaults] = useState(() => {
    const device = deviceNameFromUserAgent(navigator.userAgent);
    return { name: device === 'Unknown Device' ? '' : device };
  });

  async function register({ name }: { name?: string }) {
    setError(null);
    let codes: string[] | null;
    try {
      const response = await createPasskey(() => api.passkeyRegistrationOptions());
      codes = await api.registerPasskey(response, String(name ?? '').trim());
    } catch (failure) {
      const message = stepMessageOf(failure, 'app.secondStep.passkey.registerError');
      if (message) setError(message);
      else onSignedOut?.();
      return;
    }
    onDone(Array.isArray(codes) ? codes : null);
  }

  return (
    <Form defaultValues={defaults} onSubmit={register} noValidate className="flex flex-col gap-3">
      <TextInput
        source="name"
        label={t('name')}
        help={t('nameHelp')}
        validate={NAME_RULES}
        autoComplete="off"
      />
      {error && (
        <p role="alert" className="m-0 text-sm text-danger">
          {translate(error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel}>{translate('app.secondStep.back')}</Button>
        <SubmitButton>{t('create')}</SubmitButton>
      </div>
    </Form>
  );
}
