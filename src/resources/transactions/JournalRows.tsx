// A page of the journal's rows in their card, as the journal and the user page (one person's
// transactions) draw them: a table from 768 px, compact items below, each row's delete under one
// confirmation, the page controls, or the journal's load error in their place.
import { memo } from 'react';
import { useListContext, useTranslate } from 'ra-core';
import { Card } from '../../ui/Card';
import { ListPagination } from '../../ui/admin/ListPagination';
import { ErrorState } from '../../ui/States';
import { TransactionDeletion } from './DeleteTransactionButton';
import { TransactionItems } from './TransactionItems';
import { TransactionTable } from './TransactionTable';

export const DESKTOP_QUERY = '(min-width: 768px)';

// Not drawn again when only the screen around it changes (the filters' choices arriving, the
// capabilities): a page of rows is the screen's largest drawing.
export const JournalRows = memo(function JournalRows({
  desktop,
  linkUsers = true,
  perPageOptions,
}: {
  desktop: boolean;
  /** The user cells lead to the person's page (TransactionTable.tsx). */
  linkUsers?: boolean;
  /** The rows-per-page choices, when not the journal's. */
  perPageOptions?: number[];
}) {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) return <ErrorState message={translate('app.transactions.loadError')} />;
  return (
    <Card className="min-w-0 overflow-hidden">
      <TransactionDeletion>
        {desktop ? (
          <TransactionTable linkUsers={linkUsers} />
        ) : (
          <TransactionItems linkUsers={linkUsers} />
        )}
      </TransactionDeletion>
      <ListPagination perPageOptions={perPageOptions} />
    </Card>
  );
});
