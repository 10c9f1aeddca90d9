// The three global switches (docs/product.md: Screens, States): a click flips one on the server,
// then all are re-read. A failed read is only logged and leaves the switches empty
// (docs/product.md: Messages).
import { memo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { FEATURE_FLAG, type FeatureName } from '../../providers/features';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { Notice } from '../../ui/States';
import { Switch } from '../../ui/Switch';
import { featuresQuery } from './queries';
import { writeFailure } from '../../providers/httpClient';

const SWITCHES: { name: FeatureName; label: string }[] = [
  { name: 'bonus', label: 'app.dashboard.bonus' },
  { name: 'withdraw', label: 'app.dashboard.withdraw' },
  { name: 'topup', label: 'app.dashboard.topUp' },
];

// Memo: it has no props; only its own query and mutation draw it again (see StatCards).
export const FeatureSwitches = memo(function FeatureSwitches() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();

  const features = useQuery({
    queryKey: featuresQuery.queryKey,
    queryFn: () => featuresQuery.queryFn(dataProvider),
  });

  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: FeatureName; enabled: boolean }) =>
      dataProvider.toggleFeature(name, enabled),
    onError: (error) => notify(writeFailure(error, 'app.dashboard.toggleError'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresQuery.queryKey }),
  });

  const values = features.data;
  const busy = toggle.isPending || features.isFetching;

  return (
    <SectionCard title={translate('app.dashboard.features')}>
      {features.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : values === null || values === undefined ? (
        <Notice tone="warning">{translate('app.dashboard.featuresUnavailable')}</Notice>
      ) : (
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          {SWITCHES.map(({ name, label }) => {
            const checked = values[FEATURE_FLAG[name]];
            return (
              <Switch
                key={name}
                label={`${translate(label)}: ${translate(
                  checked ? 'app.dashboard.enabled' : 'app.dashboard.disabled',
                )}`}
                checked={checked}
                disabled={busy}
                onCheckedChange={() => toggle.mutate({ name, enabled: !checked })}
              />
            );
          })}
        </div>
      )}
    </SectionCard>
  );
});
