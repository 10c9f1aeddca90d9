// One's own second step at sign-in (our server's, capability secondStep): whether an
// authenticator app is set up and which passkeys, an authenticator or a passkey added (the same
// flows as the second step's page), a passkey removed. Recovery codes come with a first one.
import { useState } from 'react';
import { KeyRound, Smartphone, Trash2 } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { SecondStepState } from '../../providers/secondStep';
import { writeFailure } from '../../providers/apiErrors';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { SECOND_STEP_STATE } from '../../signIn/secondStep/PassSecondStep';
import { PasskeyRegistration } from '../../signIn/secondStep/PasskeyRegistration';
import { RecoveryCodes } from '../../signIn/secondStep/RecoveryCodes';
import { TotpConfirm, useTotpSetup } from '../../signIn/secondStep/TotpSetup';

type Passkey = SecondStepState['passkeys'][number];
type Adding = 'passkey' | { codes: string[] } | null;

export function OwnSecondStep() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.secondStep.own.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const {
    data: state,
    isPending,
    error,
    refetch,
  } = useQuery({
    queryKey: SECOND_STEP_STATE,
    queryFn: () => dataProvider.getSecondStep(),
  });
  const totp = useTotpSetup(dataProvider);
  const [adding, setAdding] = useState<Adding>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  /** Added: the recovery codes of a first second step, shown once, or the state read again. */
  function added(message: string, codes: string[] | null) {
    totp.cancel();
    notify(message, { type: 'success' });
    setAdding(codes && codes.length > 0 ? { codes } : null);
    void refetch();
  }

  async function remove(passkey: Passkey) {
    setRemoveBusy(true);
    try {
      await dataProvider.removePasskey(passkey.id);
      notify('app.secondStep.own.removed', { type: 'info' });
      void refetch();
    } catch (failure) {
      notify(writeFailure(failure, 'app.secondStep.own.removeError'), { type: 'error' });
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  }

  let body;
  if (adding && adding !== 'passkey') {
    body = <RecoveryCodes codes={adding.codes} onContinue={() => setAdding(null)} />;
  } else if (totp.setup) {
    body = (
      <div className="flex flex-col gap-3">
        <TotpConfirm
          setup={totp.setup}
          api={dataProvider}
          onDone={(codes) => added('app.secondStep.own.totpAdded', codes)}
        />
        <Button className="self-start" onClick={totp.cancel}>
          {translate('app.secondStep.back')}
        </Button>
      </div>
    );
  } else if (adding === 'passkey') {
    body = (
      <PasskeyRegistration
        api={dataProvider}
        onDone={(codes) => added('app.secondStep.own.passkeyAdded', codes)}
        onCancel={() => setAdding(null)}
      />
    );
  } else if (isPending) {
    body = <Skeleton className="h-20 w-full" />;
  } else if (error || !state) {
    body = <ErrorState message={t('loadError')} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        {state.required && <p className="m-0 text-sm text-muted">{t('required')}</p>}
        <p className="m-0 text-sm">{t(state.totp ? 'totpOn' : 'totpOff')}</p>
        <div className="flex flex-col gap-1">
          <h4 className="m-0 text-sm font-medium">{t('passkeys')}</h4>
          {state.passkeys.length === 0 ? (
            <p className="m-0 text-sm text-muted">{t('noPasskeys')}</p>
          ) : (
            <ul className="m-0 flex list-none flex-col gap-1 p-0">
              {state.passkeys.map((passkey) => (
                <li key={passkey.id} className="flex items-center gap-2 text-sm">
                  <KeyRound size={16} aria-hidden className="text-muted" />
                  <span className="min-w-0 flex-1 break-words">
                    {passkey.name}
                    {passkey.createdAt && (
                      <span className="block text-xs text-muted">
                        {formatDateTime(new Date(passkey.createdAt))}
                      </span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 size={16} aria-hidden />}
                    aria-label={t('removeLabel', { name: passkey.name })}
                    onClick={() => setRemoving(passkey)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        {(state.totp || state.passkeys.length > 0) && (
          <p className="m-0 text-sm text-muted">
            {t('recoveryLeft', { smart_count: state.recoveryCodesLeft })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {!state.totp && (
            <Button
              size="sm"
              icon={<Smartphone size={16} aria-hidden />}
              disabled={totp.starting}
              onClick={() => void totp.start()}
            >
              {t('addTotp')}
            </Button>
          )}
          <Button
            size="sm"
            icon={<KeyRound size={16} aria-hidden />}
            onClick={() => setAdding('passkey')}
          >
            {t('addPasskey')}
          </Button>
        </div>
        {totp.error && (
          <p role="alert" className="m-0 text-sm text-danger">
            {translate(totp.error)}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
      <h3 className="m-0 text-sm font-medium">{t('title')}</h3>
      {body}
      <Confirm
        open={removing !== null}
        loading={removeBusy}
        title={t('removeTitle')}
        content={t('removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('remove')}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
