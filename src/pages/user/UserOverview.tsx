// The user page's first card: the chat ID, and from our server's summary the names the bot
// recorded (the newest first) and the first and last transaction. Where the API offers no
// summary it says so instead, and asks nothing; a failed read says why in the UI language.
import { useTranslate } from 'ra-core';
import { writeFailure } from '../../providers/apiErrors';
import type { UserSummary } from '../../providers/userSummary';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState, Notice } from '../../ui/States';
import { SectionCard } from '../../ui/admin/SectionCard';
import { formatInstant } from './summaryText';
import { useUserSummary } from './useUserSummary';

/** Our server's 404: the journal has no transaction of this chat. */
const notFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

function Facts({ chatId, summary }: { chatId: string; summary?: UserSummary }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.user.summary.${key}`);
  const names = summary?.names ?? [];
  return (
    <dl className="m-0 grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div className="min-w-0">
        <dt className="text-xs text-muted">{t('chatId')}</dt>
        <dd className="m-0 font-mono font-medium break-all">{chatId}</dd>
      </div>
      {summary && (
        <>
          <div className="min-w-0">
            <dt className="text-xs text-muted">{t('names')}</dt>
            <dd className="m-0 font-medium break-words">
              {names.length === 0 ? (
                <span className="text-muted">{t('noNames')}</span>
              ) : (
                <ul className="m-0 list-none p-0">
                  {names.map((name) => (
                    <li key={name.fullName}>{name.fullName}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted">{t('firstAt')}</dt>
            <dd className="m-0 font-medium tabular-nums">{formatInstant(summary.firstAt)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs text-muted">{t('lastAt')}</dt>
            <dd className="m-0 font-medium tabular-nums">{formatInstant(summary.lastAt)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

function SummaryState({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const { known, offered, summary } = useUserSummary(chatId);
  if (known && !offered) return <Notice>{translate('app.user.summary.needsServer')}</Notice>;
  if (!known || summary.isPending) {
    return (
      <div aria-busy="true" aria-label={translate('app.user.summary.loading')}>
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (summary.isError) {
    return notFound(summary.error) ? (
      <Notice tone="warning">{translate('app.user.summary.notFound')}</Notice>
    ) : (
      <ErrorState
        message={translate(writeFailure(summary.error, 'app.user.summary.loadError'))}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  return null;
}

export function UserOverview({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const { shown } = useUserSummary(chatId);
  return (
    <SectionCard title={translate('app.user.summary.title')}>
      <Facts chatId={chatId} summary={shown} />
      <SummaryState chatId={chatId} />
    </SectionCard>
  );
}
