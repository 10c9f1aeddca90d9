// Which roles may sign in by Telegram (the Mini App) without a password: a switch per role (GET
// /role-settings, PUT /role-settings/:role {telegramSignIn}), where our server offers both the
// Mini App and the second step (whose contract holds these settings).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { ROLES, type Role } from '../../../contract/roles';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { writeFailure } from '../../providers/apiErrors';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { ErrorState } from '../../ui/States';
import { Switch } from '../../ui/Switch';

export function TelegramSignInRoles() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.secondStep.telegramRoles.${key}`);
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['role-settings'],
    queryFn: () => dataProvider.getRoleSettings(),
  });
  const [saving, setSaving] = useState<Role | null>(null);

  async function set(role: Role, telegramSignIn: boolean) {
    setSaving(role);
    try {
      await dataProvider.setTelegramSignIn(role, telegramSignIn);
      notify('app.secondStep.telegramRoles.saved', { type: 'info' });
    } catch (failure) {
      notify(writeFailure(failure, 'app.secondStep.telegramRoles.error'), { type: 'error' });
    } finally {
      setSaving(null);
      void refetch();
    }
  }

  let body;
  if (isPending) body = <Skeleton className="h-24 w-full" />;
  else if (error || !data) {
    body = <ErrorState message={t('loadError')} onRetry={() => void refetch()} />;
  } else {
    body = (
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {ROLES.map((role) => {
          const on = data.find((settings) => settings.role === role)?.telegramSignIn === true;
          return (
            <li key={role}>
              <Switch
                label={translate(`app.roles.${role}.name`)}
                description={t(on ? 'allowed' : 'refused')}
                checked={on}
                disabled={saving !== null}
                onCheckedChange={(next) => void set(role, next)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SectionCard title={t('title')}>
      <p className="m-0 text-sm text-muted">{t('help')}</p>
      {body}
    </SectionCard>
  );
}
