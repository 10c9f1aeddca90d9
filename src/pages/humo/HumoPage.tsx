// The Humo / Telegram login screen (/humo, docs/product.md: Screens): the login wizard and the
// active profiles. The wizard only for a role that may sign a number in (contract/roles.ts); the
// profiles are for everyone.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { HUMO_ACCOUNTS_KEY, HumoAccountList } from './HumoAccountList';
import { HumoLoginWizard } from './HumoLoginWizard';
import { HumoNoticeProvider } from './HumoNotice';

export function HumoPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const canConnect = useCan('humo', 'create');
  // A new login or a deletion changes the helper's list: read it again.
  const refreshAccounts = useCallback(
    () => queryClient.invalidateQueries({ queryKey: HUMO_ACCOUNTS_KEY }),
    [queryClient],
  );

  return (
    <HumoNoticeProvider>
      <div className="my-4 flex max-w-[860px] flex-col gap-4">
        <ScreenHeader title={translate('app.humo.title')} />
        {canConnect && (
          <SectionCard title={translate('app.humo.wizardTitle')}>
            <HumoLoginWizard onConnected={refreshAccounts} />
          </SectionCard>
        )}
        <HumoAccountList onChanged={refreshAccounts} />
      </div>
    </HumoNoticeProvider>
  );
}
