// The user page's platforms and cards from our server's summary: where the person played and
// which of their own cards they paid with, each with how many transactions and the last one's
// time, the most recent first (at most 20 each, as the server answers).
import { useTranslate } from 'ra-core';
import { formatNumber } from '../../lib/money';
import { formatCardNumber } from '../../resources/cards/cardNumber';
import { SectionCard } from '../../ui/admin/SectionCard';
import { formatInstant } from './summaryText';
import { useUserSummary } from './useUserSummary';

interface Used {
  name: string;
  count: number | null;
  lastAt: string | null;
}

function UsedList({
  id,
  title,
  items,
  mono = false,
}: {
  id: string;
  title: string;
  items: Used[];
  mono?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.user.used.${key}`, options);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 id={id} className="m-0 text-sm font-medium text-muted">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="m-0 text-sm text-muted">{t('none')}</p>
      ) : (
        <ul aria-labelledby={id} className="m-0 list-none p-0">
          {items.map((item) => (
            <li key={item.name} className="border-b border-border py-2 last:border-b-0">
              <div className={mono ? 'font-mono font-medium break-all' : 'font-medium break-words'}>
                {item.name}
              </div>
              <div className="text-sm text-muted tabular-nums">
                {t('count', { count: formatNumber(item.count) })} ·{' '}
                {t('last', { date: formatInstant(item.lastAt) })}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function UserUsage({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.user.used.${key}`);
  const data = useUserSummary(chatId).shown;
  if (!data) return null;
  return (
    <SectionCard title={t('title')}>
      {/* Side by side where the card is wide. */}
      <div className="@container">
        <div className="grid grid-cols-1 items-start gap-4 @3xl:grid-cols-2">
          <UsedList
            id="user-platforms"
            title={t('platforms')}
            items={data.platforms.map(({ platform, ...used }) => ({ name: platform, ...used }))}
          />
          <UsedList
            id="user-cards"
            title={t('cards')}
            mono
            items={data.cards.map(({ cardNumber, ...used }) => ({
              name: formatCardNumber(cardNumber),
              ...used,
            }))}
          />
        </div>
      </div>
    </SectionCard>
  );
}
