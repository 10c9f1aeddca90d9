// 'Tranzaksiyalar Jurnali' (docs/product.md: Screens): filters, the transactions with selection,
// single and bulk delete (each for a role that may: useJournalRights), CSV export, sort and paging. Filters, sort and page live in the URL
// (ra-core's list), so a view can be shared. A table from 768 px; below, a list of compact items.
import { ListBase, useNotify, useTranslate } from 'ra-core';
import type { Transaction } from '../../providers/resources/transactions';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { BulkDeleteButton } from './BulkDeleteButton';
import { CsvExportButton } from './CsvExportButton';
import { exportTransactions } from './exportTransactions';
import { JOURNAL_PER_PAGE, JOURNAL_SORT } from './journalParams';
import { LoadedOnlyNote } from './loadedOnly';
import { FilterDataError, PhoneFilters, TransactionFilters } from './TransactionFilters';
import { useFilterChoices } from './useFilterChoices';
import { DESKTOP_QUERY, JournalRows } from './JournalRows';
import { useCapabilities } from '../../providers/useCapabilities';
import { LIVE_REFRESH_MS, LiveNote } from './LiveNote';
import { SavedViews } from './SavedViews';
import { JournalCoverage } from './JournalCoverage';
import { useJournalRights } from './useJournalRights';
// With the list, not a chunk of its own: under the build's 8 kB floor for a chunk, the bundler
// merged the two anyway, and named the result after the detail (loadTime/build.ts).
import { ShownTransaction } from './TransactionDetail';

// The user page's list of one person's transactions, exported from the journal's view so that
// it comes with the journal's code (the user page loads this module when it draws them): as a
// module of its own, imported by two screens, the journal's rows would move into the admin
// app's chunk, which every screen downloads (loadTime/build.ts).
export { PersonTransactions } from './PersonTransactions';

function Journal() {
  const translate = useTranslate();
  const { capabilities } = useCapabilities();
  // Without matchMedia (jsdom) the desktop layout is drawn.
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  // Read here, so that the phone's notice shows before its filter dialog is ever opened.
  const choices = useFilterChoices();
  const rights = useJournalRights();
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <ScreenHeader
        title={translate('app.transactions.title')}
        actions={
          <>
            {capabilities.savedViews && <SavedViews />}
            {!desktop && <PhoneFilters choices={choices} />}
            {rights.select && <BulkDeleteButton />}
            <CsvExportButton />
          </>
        }
      />
      {desktop ? <TransactionFilters choices={choices} /> : <FilterDataError choices={choices} />}
      {capabilities.liveJournal && <LiveNote />}
      <JournalCoverage />
      <LoadedOnlyNote />
      <JournalRows desktop={desktop} />
      <ShownTransaction />
    </div>
  );
}

export function TransactionList() {
  const translate = useTranslate();
  const notify = useNotify();
  // Where the API offers it, the page is asked for again every few seconds while it is in view:
  // new transactions appear in place, and the selection, the scroll and an open detail stay.
  const live = useCapabilities().capabilities.liveJournal;
  return (
    <ListBase<Transaction>
      resource="transactions"
      sort={JOURNAL_SORT}
      perPage={JOURNAL_PER_PAGE}
      exporter={(records) => exportTransactions(records as Transaction[], translate)}
      queryOptions={{
        onError: () => notify('app.transactions.loadError', { type: 'error' }),
        refetchInterval: live ? LIVE_REFRESH_MS : false,
      }}
    >
      <Journal />
    </ListBase>
  );
}
