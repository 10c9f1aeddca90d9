// 'Panel hisoblari' (docs/product.md: Beyond the spec): the people who sign in to the panel, one
// role; an account can be added, get a new password, or be disabled (one enabled always remains);
// which roles may sign in by Telegram, where our server offers it.
import { useGetList, useTranslate } from 'ra-core';
import type { PanelAccount } from '../../providers/resources/panelAccounts';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { SectionCard } from '../../ui/admin/SectionCard';
import { ListSection } from '../../ui/admin/ListSection';
import { AccountRow } from './AccountRow';
import { AddAccountForm } from './AddAccountForm';
import { LinkThisTelegram } from './LinkThisTelegram';
import { TelegramSignInRoles } from './TelegramSignInRoles';
import { useCapabilities } from '../../providers/useCapabilities';

export function PanelAccountList() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.panelAccounts.${key}`);
  const { capabilities } = useCapabilities();
  const { data, isPending, error, refetch } = useGetList<PanelAccount>('panel-accounts', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'username', order: 'ASC' },
  });
  return (
    <div className="my-4 flex max-w-3xl flex-col gap-4">
      <ScreenHeader title={t('title')} />
      <LinkThisTelegram accounts={data} />
      <SectionCard title={t('addTitle')}>
        <AddAccountForm />
      </SectionCard>
      <ListSection
        title={t('listTitle')}
        data={data}
        isPending={isPending}
        loadError={error ? t('loadError') : undefined}
        onRetry={() => refetch()}
        empty={t('empty')}
        placeholders={2}
      >
        {(account) => <AccountRow key={account.id} account={account} />}
      </ListSection>
      {capabilities.secondStep && capabilities.telegramMiniApp && <TelegramSignInRoles />}
    </div>
  );
}
