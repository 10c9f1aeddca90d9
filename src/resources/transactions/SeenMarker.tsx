// A row's freshness in the gateway's copy of the backend's journal (rows carry lastSeenAt and
// missingSince only there): a warning when the backend no longer shows the transaction where it
// should (deleted outside the panel, or moved out of every list the gateway reads), else a muted
// "last seen" when the gateway's last poll did not carry it (an older transaction, known from
// the backfill). On the embedded API nothing. The table's, the phone's and the detail's.
import { lazy, Suspense } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { formatDateTime } from '../../lib/dates';

/**
 * The gateway's last poll did not carry the row: lastPollAt is when that poll began, and every
 * row it carried was seen at or after it.
 */
export function outOfLastPoll(record: Transaction, lastPollAt: string | null): boolean {
  if (!record.lastSeenAt || !lastPollAt || record.missingSince) return false;
  return Date.parse(record.lastSeenAt) < Date.parse(lastPollAt);
}

// The "time ago" wording brings date-fns' formatDistance and three locales: fetched when a row
// first needs it, not with the journal (the login history's screen has it; shared with the
// journal statically, it would move into the chunk every screen downloads: loadTime/build.ts).
// A failed download shows the time itself.
const LastSeenTime = lazy(() =>
  import('./LastSeenTime').catch(() => ({
    default: ({ at }: { at: string }) => <>{formatDateTime(new Date(at))}</>,
  })),
);

const MARKER = 'inline-flex items-center gap-1 text-xs';

/** "<time> dan beri ko'rinmadi": the backend no longer shows the transaction where it should. */
export function MissingMarker({ since }: { since: string }) {
  const translate = useTranslate();
  return (
    <span
      className={`${MARKER} font-medium text-warning`}
      title={translate('app.transactions.seen.missingHint')}
    >
      <TriangleAlert size={14} aria-hidden className="shrink-0" />
      <span>
        {translate('app.transactions.seen.missing', {
          time: formatDateTime(new Date(since)),
        })}
      </span>
    </span>
  );
}

/** "oxirgi ko'rilgan: 3 kun oldin", muted: the gateway's last poll did not carry it. */
export function LastSeenMarker({ at }: { at: string }) {
  return (
    <span className={`${MARKER} text-muted`}>
      <Suspense fallback={null}>
        <LastSeenTime at={at} />
      </Suspense>
    </span>
  );
}

/** Whichever of the two the row calls for, or nothing. */
export function SeenMarker({ record, outOfPoll }: { record: Transaction; outOfPoll: boolean }) {
  if (record.missingSince) return <MissingMarker since={record.missingSince} />;
  return outOfPoll ? <LastSeenMarker at={record.lastSeenAt} /> : null;
}
