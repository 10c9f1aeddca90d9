// One panel account: its name, since when, its role, whether it may sign in (a switch; disabling
// asks first, since a disabled account is refused at once), its password, and where our server
// has a second step at sign-in, its reset (asked first too).
import { useState } from 'react';
import { KeyRound, Send, ShieldOff } from 'lucide-react';
import { HttpError, useDataProvider, useNotify, useTranslate, useUpdate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { formatDateTime } from '../../lib/dates';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Switch } from '../../ui/Switch';
import { PasswordDialog } from './PasswordDialog';
import { RoleSelect } from './RoleSelect';
import { TelegramDialog } from './TelegramDialog';
import { useCapabilities } from '../../providers/useCapabilities';
import { writeFailure } from '../../providers/apiErrors';

export function AccountRow({ account }: { account: PanelAccount }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panelAccounts.${key}`, options);
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<PanelAccount>();
  const [confirming, setConfirming] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const [linkingTelegram, setLinkingTelegram] = useState(false);
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const { capabilities } = useCapabilities();
  // Where the server signs in by Telegram (GET /capabilities), each account may have its user.
  const withTelegram = capabilities.telegramMiniApp;
  const created = account.createdAt ? new Date(account.createdAt) : null;

  function setDisabled(disabled: boolean) {
    update(
      'panel-accounts',
      { id: account.id, data: { disabled }, previousData: account },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(
            disabled ? 'app.panelAccounts.disabledMessage' : 'app.panelAccounts.enabledMessage',
            {
              type: 'info',
            },
          );
        },
        onError: (error) => {
          setConfirming(false);
          const lastOwner = error instanceof HttpError && error.status === 409;
          notify(
            lastOwner
              ? 'app.panelAccounts.lastOwner'
              : writeFailure(error, 'app.panelAccounts.toggleError'),
            { type: 'error' },
          );
        },
      },
    );
  }

  async function resetSecondStep() {
    setResetting(true);
    try {
      await dataProvider.resetSecondStep(account.id);
      notify('app.secondStep.reset.done', { type: 'info' });
    } catch (error) {
      notify(writeFailure(error, 'app.secondStep.reset.error'), { type: 'error' });
    } finally {
      setResetting(false);
      setConfirmingReset(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-3 last:border-b-0">
      <div className="min-w-40 flex-1">
        <div className="font-medium break-all">{account.username}</div>
        {created && (
          <div className="text-xs text-muted">
            {t('createdAt')}: <time dateTime={account.createdAt}>{formatDateTime(created)}</time>
          </div>
        )}
        {withTelegram && (
          <div className="text-xs text-muted">
            {account.telegramUserId === null
              ? t('telegramNone')
              : t('telegramId', { telegramUserId: account.telegramUserId })}
          </div>
        )}
      </div>
      <RoleSelect account={account} />
      <Switch
        label={`${t('enabled')}: ${account.username}`}
        hideLabel
        description={t(account.disabled ? 'statusDisabled' : 'statusEnabled')}
        checked={!account.disabled}
        disabled={isPending}
        onCheckedChange={(on) => (on ? setDisabled(false) : setConfirming(true))}
      />
      <Button
        size="sm"
        icon={<KeyRound size={16} aria-hidden />}
        aria-label={`${t('changePassword')}: ${account.username}`}
        onClick={() => setChangingPassword(true)}
      >
        {t('changePassword')}
      </Button>
      {withTelegram && (
        <Button
          size="sm"
          icon={<Send size={16} aria-hidden />}
          aria-label={`${t('telegramEdit')}: ${account.username}`}
          onClick={() => setLinkingTelegram(true)}
        >
          {t('telegram')}
        </Button>
      )}
      {capabilities.secondStep && (
        <Button
          size="sm"
          icon={<ShieldOff size={16} aria-hidden />}
          aria-label={`${translate('app.secondStep.reset.button')}: ${account.username}`}
          onClick={() => setConfirmingReset(true)}
        >
          {translate('app.secondStep.reset.button')}
        </Button>
      )}
      <Confirm
        open={confirming}
        loading={isPending}
        title={t('confirmDisableTitle')}
        content={t('confirmDisable', { username: account.username })}
        confirmLabel={t('disable')}
        onConfirm={() => setDisabled(true)}
        onClose={() => setConfirming(false)}
      />
      {capabilities.secondStep && (
        <Confirm
          open={confirmingReset}
          loading={resetting}
          title={translate('app.secondStep.reset.title')}
          content={translate('app.secondStep.reset.confirm', { username: account.username })}
          confirmLabel={translate('app.secondStep.reset.confirmLabel')}
          onConfirm={() => void resetSecondStep()}
          onClose={() => setConfirmingReset(false)}
        />
      )}
      <PasswordDialog
        account={account}
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
      />
      {withTelegram && (
        <TelegramDialog
          account={account}
          open={linkingTelegram}
          onClose={() => setLinkingTelegram(false)}
        />
      )}
    </li>
  );
}
