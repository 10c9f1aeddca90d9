// One sign-in: device, who, where from, when, and the raw user agent under 'Batafsil'.
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import type { LoginRecord } from '../../providers/resources/loginHistory';
import { formatDateTime } from '../../lib/dates';
import { formatRelativeTime } from '../../lib/relativeTime';
import { DisclosureButton } from '../../ui/DisclosureButton';
import { DeviceIcon } from '../../ui/admin/DeviceIcon';

export function LoginCard({ record }: { record: LoginRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const time = record.loginTime ? new Date(record.loginTime) : null;
  const detailsId = `login-details-${record.id}`;
  return (
    <article className="flex min-w-0 gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-sm">
      <div className="pt-0.5">
        <DeviceIcon deviceName={record.deviceName} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h2 className="m-0 text-base font-semibold">
            {record.deviceName || translate('app.loginHistory.unknownDevice')}
          </h2>
          {time && (
            <time
              dateTime={record.loginTime}
              title={formatDateTime(time)}
              className="text-sm text-muted"
            >
              {formatRelativeTime(time, locale)}
            </time>
          )}
        </div>
        <p className="m-0 text-sm break-words">
          {translate('app.loginHistory.username')}: <strong>{record.username}</strong>
        </p>
        <p className="m-0 text-sm text-muted break-words">
          {record.city || translate('app.loginHistory.unknownCity')},{' '}
          {record.country || translate('app.loginHistory.unknownCountry')}
        </p>
        <p className="m-0 text-sm text-muted break-all">
          {translate('app.loginHistory.ipAddress')}:{' '}
          {record.ipAddress || translate('app.loginHistory.unknownIp')}
        </p>
        <div>
          <DisclosureButton
            open={open}
            controls={detailsId}
            onToggle={() => setOpen((value) => !value)}
          >
            {translate('app.loginHistory.details')}
          </DisclosureButton>
        </div>
        <div id={detailsId} hidden={!open} className="rounded-md bg-surface-2 p-2">
          <div className="text-xs text-muted">{translate('app.loginHistory.userAgent')}</div>
          <code className="block font-mono text-sm break-all">{record.userAgent}</code>
        </div>
      </div>
    </article>
  );
}
