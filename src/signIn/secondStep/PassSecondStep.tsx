// The second step of an account that has one (reason 'second_step'): the authenticator's code
// (POST /second-step/totp {code}), or a recovery code ({recoveryCode}), or one of its passkeys
// (POST /second-step/passkey/options, the browser's proof, POST /second-step/passkey). GET
// /second-step says which it has; while that is unknown the code is offered, and where it cannot
// be read, the passkey too (a browser without one is told so).
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Button } from '../../ui/Button';
import { CodeForm, type CodeKind } from './CodeForm';
import { provePasskey } from './passkeys';
import { stepMessageOf } from './stepFailure';
import type { SecondStepApi } from './stepApi';

/** The query key of one's own second step (GET /second-step), shared with the account dialog. */
export const SECOND_STEP_STATE = ['second-step'];

export interface PassSecondStepProps {
  api: SecondStepApi;
  /** The step is passed: the browser has its device session. */
  onDone: () => void;
  onSignedOut: () => void;
}

export function PassSecondStep({ api, onDone, onSignedOut }: PassSecondStepProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.secondStep.${key}`);
  const [kind, setKind] = useState<CodeKind>('code');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [provingPasskey, setProvingPasskey] = useState(false);
  const { data: state, isError } = useQuery({
    queryKey: SECOND_STEP_STATE,
    queryFn: () => api.getSecondStep(),
  });
  const withTotp = state ? state.totp : true;
  const withPasskey = isError || (state?.passkeys.length ?? 0) > 0;
  const shown: CodeKind | null = kind === 'recoveryCode' || withTotp ? kind : null;

  async function sendCode(value: string) {
    try {
      await api.passSecondStep(kind === 'code' ? { code: value } : { recoveryCode: value });
    } catch (error) {
      const wrong =
        kind === 'code' ? 'app.secondStep.wrongCode' : 'app.secondStep.wrongRecoveryCode';
      const message = stepMessageOf(error, wrong);
      if (!message) onSignedOut();
      return message ?? undefined;
    }
    onDone();
    return undefined;
  }

  async function withPasskeyProof() {
    setPasskeyError(null);
    setProvingPasskey(true);
    try {
      const response = await provePasskey(() => api.passkeyOptions());
      await api.passWithPasskey(response);
    } catch (error) {
      const message = stepMessageOf(error, 'app.secondStep.passkeyRefused');
      if (message) setPasskeyError(message);
      else onSignedOut();
      return;
    } finally {
      setProvingPasskey(false);
    }
    onDone();
  }

  return (
    <div className="flex flex-col gap-4">
      {shown && (
        <>
          <p className="m-0 text-sm">{t(shown === 'code' ? 'verifyIntro' : 'recoveryIntro')}</p>
          <CodeForm kind={shown} submitLabel={t('verify')} onSubmit={sendCode} />
        </>
      )}
      {withPasskey && (
        <div className="flex flex-col gap-2">
          <Button
            icon={<KeyRound size={16} aria-hidden />}
            onClick={() => void withPasskeyProof()}
            disabled={provingPasskey}
          >
            {t('usePasskey')}
          </Button>
          {passkeyError && (
            <p role="alert" className="m-0 text-sm text-danger">
              {translate(passkeyError)}
            </p>
          )}
        </div>
      )}
      {(kind === 'code' || withTotp) && (
        <button
          type="button"
          className="cursor-pointer self-start border-0 bg-transparent p-0 text-sm text-primary underline"
          onClick={() => setKind(kind === 'code' ? 'recoveryCode' : 'code')}
        >
          {t(kind === 'code' ? 'useRecovery' : 'useCode')}
        </button>
      )}
    </div>
  );
}
