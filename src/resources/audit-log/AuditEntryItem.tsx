// One audit entry: when, who, what was done to which record; opened, each changed field with
// its old and new value (a secret only as changed; one that another change moved meanwhile marked
// so), and the address and device it came from.
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { formatDateTime } from '../../lib/dates';
import type { AuditChange, AuditEntry } from '../../providers/resources/auditLog';
import { cx } from '../../ui/cx';
import { DisclosureButton } from '../../ui/DisclosureButton';
import { vocabularyText } from './auditVocabulary';

/** A value as the admin reads it: text as it is, anything else as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ChangeRow({ change }: { change: AuditChange }) {
  const translate = useTranslate();
  return (
    <tr className="border-t border-border align-top">
      <th scope="row" className="py-1.5 pr-3 text-left font-mono text-xs font-medium">
        {change.field}
        {change.moved && (
          <span className="block font-sans font-normal text-muted">
            ({translate('app.movedMeanwhile.auditNote')})
          </span>
        )}
      </th>
      {change.changed ? (
        <td colSpan={2} className="py-1.5 text-muted italic">
          {translate('app.auditLog.secretChanged')}
        </td>
      ) : (
        <>
          <td className="py-1.5 pr-3 break-all">{shown(change.old)}</td>
          <td className="py-1.5 break-all">{shown(change.new)}</td>
        </>
      )}
    </tr>
  );
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.auditLog.${key}`);
  const [open, setOpen] = useState(false);
  const detailsId = `audit-entry-${entry.id}`;
  const time = entry.at ? new Date(entry.at) : null;
  const action = vocabularyText(translate, 'actions', entry.action);
  const resource = vocabularyText(translate, 'resources', entry.resource);
  return (
    <article
      aria-label={`${action}: ${resource}${entry.recordId ? ` #${entry.recordId}` : ''}`}
      className="flex min-w-0 flex-col gap-1 border-b border-border px-4 py-3 last:border-b-0"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="m-0 text-base">
          <strong>{action}</strong> · {resource}
          {entry.recordId && <span className="font-mono text-sm"> #{entry.recordId}</span>}
        </p>
        {time && (
          <time dateTime={entry.at} className="text-sm text-muted">
            {formatDateTime(time)}
          </time>
        )}
      </div>
      <p className="m-0 text-sm">
        {t('account')}: <strong>{entry.username}</strong>
      </p>
      {entry.outcome && (
        <p className={cx('m-0 text-sm', entry.outcome !== 'answered' && 'font-medium text-danger')}>
          {translate(`app.auditLog.outcomes.${entry.outcome}`, {
            status: entry.backendStatus ?? '—',
            _: entry.outcome,
          })}
        </p>
      )}
      <div>
        <DisclosureButton
          open={open}
          controls={detailsId}
          onToggle={() => setOpen((value) => !value)}
        >
          {translate('app.auditLog.changes', { smart_count: entry.changes.length })}
        </DisclosureButton>
      </div>
      <div
        id={detailsId}
        hidden={!open}
        className="flex flex-col gap-2 rounded-md bg-surface-2 p-3"
      >
        {entry.changes.length > 0 ? (
          <table className="w-full table-fixed border-collapse text-sm">
            <caption className="sr-only">{t('changesCaption')}</caption>
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="w-1/4 pb-1 font-medium">
                  {t('field')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('old')}
                </th>
                <th scope="col" className="pb-1 font-medium">
                  {t('new')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entry.changes.map((change) => (
                <ChangeRow key={change.field} change={change} />
              ))}
            </tbody>
          </table>
        ) : (
          <p className="m-0 text-sm text-muted">{t('noChanges')}</p>
        )}
        <p className="m-0 text-xs text-muted break-all">
          {t('ipAddress')}: {entry.ipAddress || '—'} · {t('device')}: {entry.userAgent || '—'}
        </p>
      </div>
    </article>
  );
}
