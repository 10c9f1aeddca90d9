// A bot user's page (/users/{chatId}; docs/product.md: Beyond the spec): the summary of our
// server (names, first and last transaction, totals, platforms and cards), the person's lottery
// balance with the lottery's actions, and their transactions with the journal's rows. The first
// two cards side by side from 1024 px, the others the page's width; each part shows its own
// loading and error at once.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { botUserChatId } from '../../lib/chatId';
import { ScreenCodeUnavailable } from '../../registry/lazyView';
import { Skeleton } from '../../ui/Skeleton';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { UserOverview } from './UserOverview';
import { UserTotals } from './UserTotals';
import { UserUsage } from './UserUsage';

/**
 * A part whose code is another screen's view module (the journal's, the lottery's), fetched on
 * first drawing: imported here, it would count as code two screens share and move into the chunk
 * every screen downloads (those modules say so). A failed download is a screen's (the layout's
 * error boundary offers to reload).
 */
function otherScreensPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        throw new ScreenCodeUnavailable(error);
      },
    ),
  );
}

const PersonTransactions = otherScreensPart(() =>
  import('../../resources/transactions/TransactionList').then(
    (module) => module.PersonTransactions,
  ),
);
const PersonBalance = otherScreensPart(() =>
  import('../lottery/LotteryPage').then((module) => module.PersonBalance),
);

function Person({ chatId }: { chatId: string }) {
  const translate = useTranslate();
  const readsLottery = useCan('lottery-balances', 'list');
  return (
    <div className="my-4 flex min-w-0 flex-col gap-4">
      <ScreenHeader title={translate('app.user.title', { chatId })} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <UserOverview chatId={chatId} />
        {readsLottery && (
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <PersonBalance chatId={chatId} />
          </Suspense>
        )}
      </div>
      <UserTotals chatId={chatId} />
      <UserUsage chatId={chatId} />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <PersonTransactions chatId={chatId} />
      </Suspense>
    </div>
  );
}

export function UserPage() {
  const { chatId: address = '' } = useParams();
  const chatId = botUserChatId(address);
  // Not a bot user's chat ID: an address of no screen, which leads to the dashboard.
  if (!chatId) return <Navigate to="/" replace />;
  // Anew for another person: nothing of the last one's state stays.
  return <Person key={chatId} chatId={chatId} />;
}
