// Told once, after signing in: someone else linked a Telegram user to this account (an owner, by
// a typed number), so that person could open the panel from that Telegram without a password.
// Asked once the first screen is up, where our server keeps accounts; closing it marks it seen.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export default function LinkNotice() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [dismissed, setDismissed] = useState(false);
  const { data } = useQuery({
    queryKey: ['ownAccount'],
    queryFn: () => dataProvider.getOwnAccount(),
    staleTime: Infinity,
  });
  const notice = data?.linkNotice;
  if (!notice || dismissed) return null;
  const close = () => {
    setDismissed(true);
    void dataProvider.dismissLinkNotice().catch(() => undefined);
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && close()}
      title={translate('app.linkNotice.title')}
      description={translate('app.linkNotice.text', {
        by: notice.by,
        at: formatDateTime(new Date(notice.at)),
        telegramUserId: notice.telegramUserId,
      })}
      actions={
        <Button variant="primary" onClick={close}>
          {translate('app.linkNotice.ok')}
        </Button>
      }
    />
  );
}
