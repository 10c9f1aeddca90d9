// Inside Telegram, the signed-in admin whose account has no Telegram user yet can link the one the
// Mini App was opened from (after confirming), so that it then signs in without a password.
import { useState } from 'react';
import { Send } from 'lucide-react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { useTelegram } from '../../telegram/integration';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { writeFailure } from '../../providers/apiErrors';

export function LinkThisTelegram({ accounts }: { accounts: PanelAccount[] | undefined }) {
  const translate = useTranslate();
  const telegram = useTelegram();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [linking, setLinking] = useState(false);
  const mine = accounts?.find((account) => account.username === identity?.id);
  if (!telegram?.initData || !mine || mine.telegramUserId !== null) return null;

  async function link() {
    setLinking(true);
    try {
      await dataProvider.linkTelegram(telegram!.initData);
      notify('app.panelAccounts.telegramSaved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(writeFailure(error, 'app.panelAccounts.telegramError'), { type: 'error' });
    } finally {
      setLinking(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <Button icon={<Send size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {translate('app.panelAccounts.linkThis')}
      </Button>
      <Confirm
        open={confirming}
        loading={linking}
        title={translate('app.panelAccounts.confirmLinkTitle')}
        content={translate('app.panelAccounts.confirmLink', { username: mine.username })}
        confirmLabel={translate('app.panelAccounts.telegramSave')}
        onConfirm={() => void link()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
