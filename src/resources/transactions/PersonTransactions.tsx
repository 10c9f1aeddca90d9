// One person's transactions on the user page (/users/{chatId}): the journal's rows, filtered by
// the exact chat ID, newest first, with the journal's sort, paging, detail and deletes (each for
// a role that may: useJournalRights). Its sort and page are its own: neither the address (the
// page's) nor the journal's kept parameters and selection (storeKey false) are touched.
import { useId } from 'react';
import { ListBase, useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { Notice } from '../../ui/States';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { BulkDeleteButton } from './BulkDeleteButton';
import { JOURNAL_SORT } from './journalParams';
import { DESKTOP_QUERY, JournalRows } from './JournalRows';
import { useCappedAnswer } from './loadedOnly';
import { ShownTransaction } from './TransactionDetail';
import { useJournalRights } from './useJournalRights';

/** Rows per page, and the choices: the user page shows more than this list. */
const PERSON_PER_PAGE = 10;
const PER_PAGE_OPTIONS = [10, 25, 50];

/** The production backend's whole-list answer: the person's rows among its newest only. */
function AmongNewestNote() {
  const translate = useTranslate();
  const capped = useCappedAnswer();
  if (!capped) return null;
  return <Notice>{translate('app.user.transactions.loadedOnly', { count: capped.loaded })}</Notice>;
}

function Rows({ headingId }: { headingId: string }) {
  const translate = useTranslate();
  // Without matchMedia (jsdom) the desktop layout is drawn.
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const rights = useJournalRights();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="m-0 text-lg font-medium">
          {translate('app.user.transactions.title')}
        </h2>
        {rights.select && <BulkDeleteButton />}
      </div>
      <AmongNewestNote />
      {/* Its user cells would all lead to this very page. */}
      <JournalRows desktop={desktop} linkUsers={false} perPageOptions={PER_PAGE_OPTIONS} />
      <ShownTransaction />
    </section>
  );
}

export function PersonTransactions({ chatId }: { chatId: string }) {
  const headingId = useId();
  return (
    <ListBase<Transaction>
      resource="transactions"
      filter={{ chatId }}
      sort={JOURNAL_SORT}
      perPage={PERSON_PER_PAGE}
      disableSyncWithLocation
      storeKey={false}
      // The rows' card says the failure in the UI language (JournalRows); ra-core's own toast
      // would repeat the server's English.
      queryOptions={{ onError: () => undefined }}
    >
      <Rows headingId={headingId} />
    </ListBase>
  );
}
