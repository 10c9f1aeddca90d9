// An authenticator app set up: the server makes a secret (POST /second-step/totp/setup), shown as
// a QR code and as text; the app's first code confirms it (POST /second-step/totp/confirm), which
// answers the recovery codes of a first second step. Shared by the second step's page and one's
// own account dialog.
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import type { TotpSetup } from '../../providers/secondStep';
import { TextField } from '../../ui/TextField';
import { CodeForm } from './CodeForm';
import { QrCode } from './QrCode';
import { stepMessageOf } from './stepFailure';
import type { SecondStepApi } from './stepApi';

/** What a failed call does beyond its message: the password no longer works (sign out). */
export interface FailureHandlers {
  onSignedOut?: () => void;
}

/**
 * Starting a setup, on the person's click (a secret made on mount would be made twice in React's
 * strict mode, and the one shown might not be the one the server keeps).
 */
export function useTotpSetup(
  api: Pick<SecondStepApi, 'setUpTotp'>,
  { onSignedOut }: FailureHandlers = {},
) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const made = await api.setUpTotp();
      // ra-core answers a call it signed out of with an empty object: nothing to show then.
      if (made?.uri) setSetup(made);
    } catch (failure) {
      const message = stepMessageOf(failure, 'app.secondStep.totp.setUpError');
      if (message) setError(message);
      else onSignedOut?.();
    } finally {
      setStarting(false);
    }
  }

  return { setup, starting, error, start, cancel: () => setSetup(null) };
}

export interface TotpConfirmProps extends FailureHandlers {
  setup: TotpSetup;
  api: Pick<SecondStepApi, 'confirmTotp'>;
  /** Confirmed: the recovery codes the server gave (none when the account had a second step). */
  onDone: (recoveryCodes: string[]) => void;
}

export function TotpConfirm({ setup, api, onDone, onSignedOut }: TotpConfirmProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.secondStep.totp.${key}`);

  async function confirm(code: string) {
    let codes: string[];
    try {
      codes = await api.confirmTotp(code);
    } catch (error) {
      const message = stepMessageOf(error, 'app.secondStep.wrongCode');
      if (!message) onSignedOut?.();
      return message ?? undefined;
    }
    onDone(Array.isArray(codes) ? codes : []);
    return undefined;
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="m-0 text-sm">{t('scan')}</p>
      <div className="flex justify-center">
        <QrCode value={setup.uri} label={t('qrAlt')} />
      </div>
      {/* Read-only: easy to select and copy into an app that cannot scan. */}
      <TextField label={t('secret')} value={setup.secret} readOnly spellCheck={false} />
      <CodeForm kind="code" submitLabel={t('confirm')} onSubmit={confirm} />
    </div>
  );
}
