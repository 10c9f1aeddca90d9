// One's own Telegram link (our server's, capability panelAccounts): which Telegram user opens the
// panel without a password, who linked it and when, whether it still waits for that user's proof,
// and a way to remove it, which every sign-in may take (a Telegram session too: it ends itself).
import { useState } from 'react';
import { Send, Unlink } from 'lucide-react';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { useOwnAccount, useRemoveOwnLink } from './ownAccountQuery';

export function OwnTelegramLink() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.ownAccount.${key}`, options);
  const { data, isPending, error, refetch } = useOwnAccount();
  const { remove, removing } = useRemoveOwnLink();
  const [confirming, setConfirming] = useState(false);
  const link = data?.telegramLink;

  let body;
  if (isPending) body = <Skeleton className="h-10 w-full" />;
  else if (error || !data)
    body = <ErrorState message={t('loadError')} onRetry={() => void refetch()} />;
  else if (!link) body = <p className="m-0 text-sm text-muted">{t('telegramNone')}</p>;
  else {
    const values = {
      telegramUserId: link.telegramUserId,
      by: link.by,
      at: link.at ? formatDateTime(new Date(link.at)) : '',
    };
    body = (
      <>
        <p className="m-0 text-sm">
          {t(link.pending ? 'telegramPending' : 'telegramLinked', values)}
        </p>
        <Button
          size="sm"
          className="self-start"
          icon={<Unlink size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('telegramRemove')}
        </Button>
        <Confirm
          open={confirming}
          loading={removing}
          title={t('telegramRemoveTitle')}
          content={t('telegramRemoveConfirm', values)}
          confirmLabel={t('telegramRemove')}
          onConfirm={() => void remove().then(() => setConfirming(false))}
          onClose={() => setConfirming(false)}
        />
      </>
    );
  }
  return (
    <section
      aria-labelledby="own-telegram-link"
      className="mt-4 flex flex-col gap-2 border-t border-border pt-4"
    >
      <h3 id="own-telegram-link" className="m-0 flex items-center gap-2 text-sm font-medium">
        <Send size={16} aria-hidden className="text-muted" />
        {t('telegram')}
      </h3>
      {body}
    </section>
  );
}
