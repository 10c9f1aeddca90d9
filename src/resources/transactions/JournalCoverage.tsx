// How much of the production backend's history the journal holds (only where the gateway keeps
// its copy: capabilities.journalCoverage; docs/production-backend.md: The whole journal): the
// transactions known and the share of the backend's own count, since when the journal is
// complete, and for owners the backfill's progress and a pause. Read with the journal's live
// interval; the rows read its last poll's time too (SeenMarker.tsx), from the same query.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useCapabilities } from '../../providers/useCapabilities';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { JournalCoverage as Coverage } from '../../providers/journalExtras';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/money';
import { Notice } from '../../ui/States';
import { LIVE_REFRESH_MS } from './LiveNote';

const COVERAGE_KEY = ['journalCoverage'];

function useCoverage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const offered = useCapabilities().capabilities.journalCoverage;
  const query = useQuery({
    queryKey: COVERAGE_KEY,
    queryFn: () => dataProvider.getCoverage(),
    refetchInterval: LIVE_REFRESH_MS,
    enabled: offered,
  });
  return { offered, ...query };
}

/** When the gateway last polled the backend (ISO), or null: unknown, or not the gateway's copy. */
export function useLastPollAt(): string | null {
  const { offered, data } = useCoverage();
  return offered ? (data?.lastPollAt ?? null) : null;
}

const count = (value: number) => formatNumber(value, 0);

function Known({ coverage }: { coverage: Coverage }) {
  const translate = useTranslate();
  const known = count(coverage.known);
  let text =
    coverage.percent === null
      ? translate('app.transactions.coverage.known', { count: known })
      : translate('app.transactions.coverage.knownPercent', {
          count: known,
          percent: count(coverage.percent),
        });
  if (coverage.backfillFinished) {
    text += ` · ${
      coverage.completeSince
        ? translate('app.transactions.coverage.completeSince', {
            time: formatDateTime(new Date(coverage.completeSince)),
          })
        : translate('app.transactions.coverage.wholeHistory')
    }`;
  }
  return <p className="m-0">{text}</p>;
}

function Backfill({ backfill }: { backfill: NonNullable<Coverage['backfill']> }) {
  const translate = useTranslate();
  return (
    <p className="m-0 text-muted">
      {translate('app.transactions.coverage.backfill', {
        done: count(backfill.combinationsDone),
        left: count(backfill.combinationsLeft),
      })}
      {backfill.pausedBecause && (
        <>
          {' · '}
          {/* The backend's own words stay in the title: the text is the panel's language. */}
          <span className="font-medium text-warning" title={backfill.pausedBecause}>
            {translate('app.transactions.coverage.paused')}
          </span>
        </>
      )}
    </p>
  );
}

export function JournalCoverage() {
  const translate = useTranslate();
  const { offered, data, error } = useCoverage();
  if (!offered) return null;
  if (error) {
    return <Notice tone="warning">{translate('app.transactions.coverage.loadError')}</Notice>;
  }
  if (!data) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm tabular-nums">
      <Known coverage={data} />
      {data.backfill && <Backfill backfill={data.backfill} />}
    </div>
  );
}
