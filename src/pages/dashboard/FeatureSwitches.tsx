// The three global switches (SPEC §2, §4): a click flips one on the server, then all are re-read.
// A failed read is only logged and leaves the switches empty (SPEC §8).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FEATURE_FLAG, type FeatureName, type Features } from '../../providers/features';

const SWITCHES: { name: FeatureName; label: string }[] = [
  { name: 'bonus', label: 'app.dashboard.bonus' },
  { name: 'withdraw', label: 'app.dashboard.withdraw' },
  { name: 'topup', label: 'app.dashboard.topUp' },
];

const FEATURES_KEY = ['features'];

export function FeatureSwitches() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();

  const features = useQuery<Features | null>({
    queryKey: FEATURES_KEY,
    queryFn: async () => {
      try {
        return await dataProvider.getFeatures();
      } catch (error) {
        console.warn('Could not load the feature switches', error);
        return null;
      }
    },
  });

  const toggle = useMutation({
    mutationFn: ({ name, enabled }: { name: FeatureName; enabled: boolean }) =>
      dataProvider.toggleFeature(name, enabled),
    onError: () => notify('app.dashboard.toggleError', { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEATURES_KEY }),
  });

  const values = features.data;
  const busy = toggle.isPending || features.isFetching;

  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.features')}
        </Typography>
        {features.isPending ? (
          <Skeleton variant="rounded" height={42} />
        ) : values === null || values === undefined ? (
          <Alert severity="warning">{translate('app.dashboard.featuresUnavailable')}</Alert>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            {SWITCHES.map(({ name, label }) => {
              const checked = values[FEATURE_FLAG[name]];
              return (
                <FormControlLabel
                  key={name}
                  control={
                    <Switch
                      checked={checked}
                      disabled={busy}
                      onChange={() => toggle.mutate({ name, enabled: !checked })}
                      name={name}
                    />
                  }
                  label={`${translate(label)}: ${translate(
                    checked ? 'app.dashboard.enabled' : 'app.dashboard.disabled',
                  )}`}
                />
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
