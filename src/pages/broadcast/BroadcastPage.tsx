// The Broadcast screen (/broadcast, docs/product.md: Screens): a mass message to every bot user,
// sent now or later.
import { useTranslate } from 'ra-core';
import { PageTitle } from '../../ui/PageTitle';
import { BroadcastForm } from './BroadcastForm';

export function BroadcastPage() {
  const translate = useTranslate();
  const title = translate('app.broadcast.title');
  return (
    <div className="my-4 flex flex-col gap-4">
      <PageTitle title={title} />
      <h1 className="m-0 text-2xl font-semibold">{title}</h1>
      <BroadcastForm />
    </div>
  );
}
