// The Humo / Telegram login screen (/humo, docs/product.md: Screens): the login wizard and the
// active profiles.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { HUMO_ACCOUNTS_KEY, HumoAccountList } from './HumoAccountList';
import { HumoLoginWizard } from './HumoLoginWizard';
import { HumoNoticeProvider } from './HumoNotice';

export function HumoPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const title = translate('app.humo.title');
  // A new login or a deletion changes the helper's list: read it again.
  const refreshAccounts = useCallback(
    () => queryClient.invalidateQueries({ queryKey: HUMO_ACCOUNTS_KEY }),
    [queryClient],
  );

  return (
    <HumoNoticeProvider>
      <div className="my-4 flex max-w-[860px] flex-col gap-4">
        <PageTitle title={title} />
        <h1 className="m-0 text-2xl font-semibold">{title}</h1>
        <Card aria-labelledby="humo-wizard-title" className="p-4">
          <h2 id="humo-wizard-title" className="m-0 mb-4 text-lg font-medium">
            {translate('app.humo.wizardTitle')}
          </h2>
          <HumoLoginWizard onConnected={refreshAccounts} />
        </Card>
        <Card>
          <HumoAccountList onChanged={refreshAccounts} />
        </Card>
      </div>
    </HumoNoticeProvider>
  );
}
