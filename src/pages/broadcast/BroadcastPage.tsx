// The Broadcast screen (/broadcast, docs/product.md: Screens): a mass message to every bot user,
// sent now or later.
import { useTranslate } from 'ra-core';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { BroadcastForm } from './BroadcastForm';

export function BroadcastPage() {
  const translate = useTranslate();
  return (
    <div className="my-4 flex flex-col gap-4">
      <ScreenHeader title={translate('app.broadcast.title')} />
      <BroadcastForm />
    </div>
  );
}
