// Saved views: the journal's current filters kept under a name on our server, for the signed-in
// account, and applied again with one click (only where the API offers them: see
// TransactionList). The views are read when the dialog opens, not with the journal.
import { Suspense, useState } from 'react';
import { Bookmark } from 'lucide-react';
import { useListFilterContext, useTranslate } from 'ra-core';
import { lazyPart } from '../../ui/lazyParts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const SavedViewsPanel = lazyPart(() => import('./SavedViewsPanel'));

export function SavedViews() {
  const translate = useTranslate();
  const { setFilters } = useListFilterContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        aria-haspopup="dialog"
        icon={<Bookmark size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {translate('app.transactions.views.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={translate('app.transactions.views.title')}>
        {open && (
          <Suspense
            fallback={
              <p className="m-0 text-sm text-muted">
                {translate('app.transactions.views.loading')}
              </p>
            }
          >
            <SavedViewsPanel
              onApply={(view) => {
                setFilters(view.filter, []);
                setOpen(false);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
