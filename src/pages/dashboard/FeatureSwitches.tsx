// The three global switches (docs/product.md: Screens, States): a click flips one on the server,
// then all are re-read. A failed read is only logged and leaves the switches empty
// (docs/product.md: Messages). A role that may not flip them (contract/roles.ts) sees their states
// as words instead: a switch, even disabled, reads as something one could flip.
import { memo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import type { AppDataProvider } from '../../providers/appDataProvider';
import { FEATURE_FLAG, type FeatureName, type Features } from '../../providers/features';
import { SectionCard } from '../../ui/admin/SectionCard';
import { Badge } from '../../ui/Badge';
import { Skeleton } from '../../ui/Skeleton';
import { Notice } from '../../ui/States';
import { Switch } from '../../ui/Switch';
import { featuresQuery } from './queries';
import { writeFailure } from '../../providers/apiErrors';

const SWITCHES: { name: FeatureName; label: string }[] = [
  { name: 'bonus', label: 'app.dashboard.bonus' },
  { name: 'withdraw', label: 'app.dashboard.withdraw' },
  { name: 'topup', label: 'app.dashboard.topUp' },
];

const stateKey = (enabled: boolean) =>
  enabled ? 'app.dashboard.enabled' : 'app.dashboard.disabled';

// Memo: it has no props; only its own queries and mutation draw it again (see StatCards).
export const FeatureSwitches = memo(function FeatureSwitches() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canToggle = useCan('features', 'toggle');

  const features = useQuery({
    queryKey: featuresQuery.queryKey,
    queryFn: () => featuresQuery.queryFn(dataProvider),
  });

  const values = features.data;
  return (
    <SectionCard title={translate('app.dashboard.features')}>
      {features.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : values === null || values === undefined ? (
        <Notice tone="warning">{translate('app.dashboard.featuresUnavailable')}</Notice>
      ) : canToggle ? (
        <FeatureToggles values={values} reading={features.isFetching} />
      ) : (
        <FeatureStates values={values} />
      )}
    </SectionCard>
  );
});

function FeatureToggles({ values, reading }: { values: Features; reading: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();

  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: FeatureName; enabled: boolean }) =>
      dataProvider.toggleFeature(name, enabled),
    onError: (error) => notify(writeFailure(error, 'app.dashboard.toggleError'), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresQuery.queryKey }),
  });

  const busy = toggle.isPending || reading;
  return (
    <div className="flex flex-wrap gap-x-8 gap-y-3">
      {SWITCHES.map(({ name, label }) => {
        const checked = values[FEATURE_FLAG[name]];
        return (
          <Switch
            key={name}
            label={`${translate(label)}: ${translate(stateKey(checked))}`}
            checked={checked}
            disabled={busy}
            onCheckedChange={() => toggle.mutate({ name, enabled: !checked })}
          />
        );
      })}
    </div>
  );
}

function FeatureStates({ values }: { values: Features }) {
  const translate = useTranslate();
  return (
    <dl className="m-0 flex flex-wrap gap-x-8 gap-y-3">
      {SWITCHES.map(({ name, label }) => {
        const enabled = values[FEATURE_FLAG[name]];
        return (
          <div key={name} className="flex items-center gap-2 text-sm">
            <dt className="font-medium">{translate(label)}:</dt>
            <dd className="m-0">
              <Badge tone={enabled ? 'approved' : 'neutral'}>{translate(stateKey(enabled))}</Badge>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
