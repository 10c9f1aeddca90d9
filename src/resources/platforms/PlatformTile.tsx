// One platform: name, currency, login, workplace ID, and its actions. Secrets are never shown.
// At 390 px the actions wrap under the details; long names and logins break instead of scrolling.
import { useTranslate } from 'ra-core';
import type { Platform } from '../../providers/resources/platforms';
import { Badge } from '../../ui/Badge';
import { EditDeleteButtons } from '../../ui/admin/EditDeleteButtons';
import { CopyApiKeyButton } from './CopyApiKeyButton';

interface PlatformTileProps {
  platform: Platform;
  /** Absent where the role may not edit platforms. */
  onEdit?: () => void;
  /** Absent where the role may not delete platforms. */
  onDelete?: () => void;
  /** Whether the role may read the API key, which the copy button does. */
  canCopyKey: boolean;
}

export function PlatformTile({ platform, onEdit, onDelete, canCopyKey }: PlatformTileProps) {
  const translate = useTranslate();
  const detail = (label: string, value: string) => (
    <div className="flex min-w-0 flex-wrap gap-x-1 text-sm">
      <dt className="text-muted">{translate(label)}:</dt>
      <dd className="m-0 min-w-0 break-all">{value}</dd>
    </div>
  );
  return (
    <article
      aria-label={platform.name}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-fg shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="m-0 min-w-0 text-lg font-medium break-words">{platform.name}</h2>
        <Badge>{platform.currency}</Badge>
      </div>
      <dl className="m-0 flex flex-col gap-1">
        {detail('app.platforms.login', platform.login)}
        {detail('app.platforms.workplaceId', platform.workplaceId)}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {canCopyKey && <CopyApiKeyButton platformId={platform.id} name={platform.name} />}
        <EditDeleteButtons
          name={platform.name}
          editLabel={translate('app.platforms.edit')}
          deleteLabel={translate('app.platforms.delete')}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
