// The Broadcast screen (/broadcast, docs/product.md: Screens): a mass message to every bot user,
// sent now or later. Only a role that may send one (contract/roles.ts) gets the form; any other is
// told why there is none (the page has nothing else to show: its preview is of the message being
// written).
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { Notice } from '../../ui/States';
import { BroadcastForm } from './BroadcastForm';

export function BroadcastPage() {
  const translate = useTranslate();
  const canSend = useCan('broadcasts', 'create');
  return (
    <div className="my-4 flex flex-col gap-4">
      <ScreenHeader title={translate('app.broadcast.title')} />
      {canSend ? <BroadcastForm /> : <Notice>{translate('app.forbidden')}</Notice>}
    </div>
  );
}
