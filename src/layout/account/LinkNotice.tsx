// Told once, after a sign-in with the password: a Telegram user was linked to this account, so
// that person opens the panel from that Telegram without a password. Whoever made it: an owner
// (by a typed number; pending until that Telegram user proves the password), or the account's
// own password, which is how a link made with a stolen password comes to light. The person may
// remove it at once. Asked once the first screen is up, where our server keeps accounts; closing
// it marks it seen. A session of the sign-in by Telegram is not told (it may not mark it seen:
// the notice waits for the person's next sign-in with the password).
import { useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import { currentUsername } from '../../auth/tokenStore';
import { readTelegramSession } from '../../auth/telegramSession';
import { formatDateTime } from '../../lib/dates';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useOwnAccount, useRemoveOwnLink } from './ownAccountQuery';

export default function LinkNotice() {
  const byTelegram = readTelegramSession() !== null;
  return byTelegram ? null : <PasswordSignInLinkNotice />;
}

function PasswordSignInLinkNotice() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dismissed, setDismissed] = useState(false);
  const { data } = useOwnAccount();
  const { remove, removing } = useRemoveOwnLink();
  const notice = data?.linkNotice;
  if (!notice || dismissed) return null;
  const close = () => {
    setDismissed(true);
    void dataProvider.dismissLinkNotice().catch(() => undefined);
  };
  const own = notice.by === currentUsername();
  const text = own ? 'selfText' : notice.pending ? 'pendingText' : 'text';
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={translate('app.linkNotice.title')}
      description={translate(`app.linkNotice.${text}`, {
        by: notice.by,
        at: formatDateTime(new Date(notice.at)),
        telegramUserId: notice.telegramUserId,
      })}
      actions={
        <>
          <Button
            disabled={removing}
            onClick={() => void remove().then((removed) => removed && setDismissed(true))}
          >
            {translate('app.linkNotice.remove')}
          </Button>
          <Button variant="primary" onClick={close}>
            {translate('app.linkNotice.ok')}
          </Button>
        </>
      }
    />
  );
}
