// 'Qurilmalar' (docs/product.md: Beyond the spec): the devices signed in with the second step,
// the current one marked; any can be ended (DELETE /devices/:id), all of one's own at once ("sign
// out everywhere": DELETE /devices), after which this panel signs out too. An owner may list
// everyone's (GET /devices?all=true), each with its account.
import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { Device } from '../../providers/devices';
import { writeFailure } from '../../providers/apiErrors';
import { SIGN_OUT } from '../../providers/authProvider';
import { useCan } from '../../auth/useCan';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { Switch } from '../../ui/Switch';
import { ListSection } from '../../ui/admin/ListSection';
import { ScreenHeader } from '../../ui/admin/ScreenHeader';
import { DeviceRow } from './DeviceRow';

/** What waits for a confirmation: this panel's own device, or every one of one's own. */
type Asked = { kind: 'current'; device: Device } | { kind: 'everywhere' } | null;

export function DevicesPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.devices.${key}`);
  const notify = useNotify();
  const logout = useLogout();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Everyone's devices are the account managers' to see: the owner's.
  const owner = useCan('panel-accounts', 'list');
  const [all, setAll] = useState(false);
  const everyone = owner && all;
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['devices', { all: everyone }],
    queryFn: () => dataProvider.getDevices({ all: everyone }),
  });
  const [ending, setEnding] = useState<number | 'all' | null>(null);
  const [asked, setAsked] = useState<Asked>(null);

  async function end(device: Device) {
    setEnding(device.id);
    try {
      await dataProvider.endDevice(device.id);
    } catch (failure) {
      notify(writeFailure(failure, 'app.devices.endError'), { type: 'error' });
      return;
    } finally {
      setEnding(null);
      setAsked(null);
    }
    // This panel's own device ended: it is signed out.
    if (device.current) return void logout(SIGN_OUT);
    notify('app.devices.ended', { type: 'info' });
    void refetch();
  }

  async function endEverywhere() {
    setEnding('all');
    try {
      await dataProvider.endAllDevices();
    } catch (failure) {
      notify(writeFailure(failure, 'app.devices.everywhereError'), { type: 'error' });
      return;
    } finally {
      setEnding(null);
      setAsked(null);
    }
    void logout(SIGN_OUT);
  }

  return (
    <div className="my-4 flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('title')}
        actions={
          <Button
            variant="danger"
            icon={<LogOut size={16} aria-hidden />}
            disabled={ending !== null}
            onClick={() => setAsked({ kind: 'everywhere' })}
          >
            {t('everywhere')}
          </Button>
        }
      />
      {owner && <Switch label={t('showAll')} checked={all} onCheckedChange={setAll} />}
      <ListSection
        title={t('listTitle')}
        data={data}
        isPending={isPending}
        loadError={error ? t('loadError') : undefined}
        onRetry={() => void refetch()}
        empty={t('empty')}
        placeholders={2}
      >
        {(device) => (
          <DeviceRow
            key={device.id}
            device={device}
            withAccount={everyone}
            ending={ending !== null}
            onEnd={(chosen) =>
              chosen.current ? setAsked({ kind: 'current', device: chosen }) : void end(chosen)
            }
          />
        )}
      </ListSection>
      <Confirm
        open={asked !== null}
        loading={ending !== null}
        title={t(asked?.kind === 'current' ? 'endCurrentTitle' : 'everywhere')}
        content={t(asked?.kind === 'current' ? 'endCurrent' : 'everywhereConfirm')}
        confirmLabel={t(asked?.kind === 'current' ? 'end' : 'everywhere')}
        onConfirm={() =>
          asked?.kind === 'current' ? void end(asked.device) : void endEverywhere()
        }
        onClose={() => setAsked(null)}
      />
    </div>
  );
}
