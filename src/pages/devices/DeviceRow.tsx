// One signed-in device: its browser and kind, whose it is (an owner's list of everyone's), where
// from, when it signed in and was last used, how it passed the second step, and its end.
import { LogOut } from 'lucide-react';
import { useTranslate } from 'ra-core';
import type { Device } from '../../providers/devices';
import { deviceNameFromUserAgent } from '../../lib/deviceName';
import { formatDateTime } from '../../lib/dates';
import { DeviceIcon } from '../../ui/admin/DeviceIcon';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { deviceLabel } from './deviceLabel';

export interface DeviceRowProps {
  device: Device;
  /** The list holds every account's devices: each says whose it is. */
  withAccount: boolean;
  ending: boolean;
  onEnd: (device: Device) => void;
}

// Times as the rest of the panel shows them: the relative wording's date-fns locales would be
// code shared with the login history, which the build then puts in the admin app every screen
// downloads (loadTime/build.ts).
function Instant({ value }: { value: string }) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return <>—</>;
  return <time dateTime={value}>{formatDateTime(date)}</time>;
}

export function DeviceRow({ device, withAccount, ending, onEnd }: DeviceRowProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.devices.${key}`, options);
  const label = deviceLabel(device.userAgent, translate);
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 border-b border-border px-4 py-3 last:border-b-0">
      <div className="pt-0.5">
        <DeviceIcon deviceName={deviceNameFromUserAgent(device.userAgent)} />
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{label}</span>
          {device.current && <Badge tone="approved">{t('current')}</Badge>}
        </div>
        {withAccount && (
          <div className="text-sm">
            {t('account')}: <strong className="break-all">{device.username}</strong>
          </div>
        )}
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
          <dt>{t('address')}</dt>
          <dd className="m-0 break-all">{device.ipAddress || '—'}</dd>
          <dt>{t('signedIn')}</dt>
          <dd className="m-0">
            <Instant value={device.createdAt} />
          </dd>
          <dt>{t('lastUsed')}</dt>
          <dd className="m-0">
            <Instant value={device.lastUsedAt} />
          </dd>
          <dt>{t('step')}</dt>
          <dd className="m-0">{t(`steps.${device.step}`)}</dd>
        </dl>
      </div>
      <Button
        size="sm"
        icon={<LogOut size={16} aria-hidden />}
        aria-label={t('endLabel', { device: withAccount ? `${device.username}, ${label}` : label })}
        disabled={ending}
        onClick={() => onEnd(device)}
      >
        {t('end')}
      </Button>
    </li>
  );
}
