// "oxirgi ko'rilgan: 3 kun oldin": a row the gateway's last poll did not carry (SeenMarker.tsx),
// in a module of its own so that date-fns' wording is fetched only when a row needs it.
import { useLocaleState, useTranslate } from 'ra-core';
import { formatDateTime } from '../../lib/dates';
import { formatRelativeTime } from '../../lib/relativeTime';

export default function LastSeenTime({ at }: { at: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(time)}>
      {translate('app.transactions.seen.lastSeen', { time: formatRelativeTime(time, locale) })}
    </time>
  );
}
