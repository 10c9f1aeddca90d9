// A first second step, for an account whose role must have one (reason 'second_step_setup'): an
// authenticator app or a passkey, then the recovery codes, shown once, and on into the panel.
import { useState, type ReactNode } from 'react';
import { KeyRound, Smartphone } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { Button } from '../../ui/Button';
import { cx, FOCUS_RING } from '../../ui/cx';
import { PasskeyRegistration } from './PasskeyRegistration';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpConfirm, useTotpSetup } from './TotpSetup';
import type { SecondStepApi } from './stepApi';

type Stage = { kind: 'choose' } | { kind: 'passkey' } | { kind: 'codes'; codes: string[] };

export interface SetUpSecondStepProps {
  api: SecondStepApi;
  /** Set up (and its codes seen): the browser has its device session. */
  onDone: () => void;
  onSignedOut: () => void;
}

function Choice({
  icon,
  title,
  help,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  title: string;
  help: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cx(
        'flex w-full cursor-pointer items-start gap-3 rounded-md border border-border bg-surface p-3 text-left text-fg hover:bg-surface-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        FOCUS_RING,
      )}
    >
      <span className="pt-0.5 text-primary">{icon}</span>
      <span className="flex flex-col">
        <span className="font-medium">{title}</span>
        <span className="text-sm text-muted">{help}</span>
      </span>
    </button>
  );
}

export function SetUpSecondStep({ api, onDone, onSignedOut }: SetUpSecondStepProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.secondStep.${key}`);
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const totp = useTotpSetup(api, { onSignedOut });
  const codesOrDone = (codes: string[] | null) =>
    codes && codes.length > 0 ? setStage({ kind: 'codes', codes }) : onDone();

  if (stage.kind === 'codes') return <RecoveryCodes codes={stage.codes} onContinue={onDone} />;
  if (totp.setup) {
    return (
      <div className="flex flex-col gap-3">
        <TotpConfirm setup={totp.setup} api={api} onDone={codesOrDone} onSignedOut={onSignedOut} />
        <Button className="self-start" onClick={totp.cancel}>
          {t('back')}
        </Button>
      </div>
    );
  }
  if (stage.kind === 'passkey') {
    return (
      <PasskeyRegistration
        api={api}
        onDone={codesOrDone}
        onCancel={() => setStage({ kind: 'choose' })}
        onSignedOut={onSignedOut}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="m-0 text-sm">{t('setUpIntro')}</p>
      <Choice
        icon={<Smartphone size={20} aria-hidden />}
        title={t('chooseTotp')}
        help={t('chooseTotpHelp')}
        onClick={() => void totp.start()}
        disabled={totp.starting}
      />
      <Choice
        icon={<KeyRound size={20} aria-hidden />}
        title={t('choosePasskey')}
        help={t('choosePasskeyHelp')}
        onClick={() => setStage({ kind: 'passkey' })}
      />
      {totp.error && (
        <p role="alert" className="m-0 text-sm text-danger">
          {translate(totp.error)}
        </p>
      )}
    </div>
  );
}
