// One Oson account in the list (docs/product.md: Screens): id, device name, phone, the PRIMARY
// badge, and the Edit, Set Primary and Delete buttons. At 390 px the name and badge share the first
// row (a long name wraps) and the three actions fit on one row under the details. An action the
// role may not use is not drawn.
import { Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslate } from 'ra-core';
import type { OsonConfig } from '../../providers/resources/osonConfigs';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { cx } from '../../ui/cx';

export interface OsonConfigCardProps {
  config: OsonConfig;
  /** Whether the role may edit the account: the Edit link. */
  canEdit: boolean;
  /** Absent where the role may not set the primary account. */
  onSetPrimary?: (config: OsonConfig) => void;
  /** True while a Set Primary call runs (for any card). */
  settingPrimary: boolean;
  /** Absent where the role may not delete accounts. */
  onDelete?: (config: OsonConfig) => void;
}

export function OsonConfigCard({
  config,
  canEdit,
  onSetPrimary,
  settingPrimary,
  onDelete,
}: OsonConfigCardProps) {
  const translate = useTranslate();
  // Several cards show the same buttons: the device name tells them apart for screen readers,
  // after the visible text so that the accessible name still contains what is seen.
  const nameFor = (key: string) => `${translate(key)}: ${config.deviceName}`;
  return (
    <article
      aria-label={config.deviceName}
      data-testid={`oson-config-${config.id}`}
      className={cx(
        'flex min-w-0 flex-col gap-3 rounded-lg border bg-surface p-4 text-fg shadow-sm',
        config.primaryConfig ? 'border-success' : 'border-border',
      )}
    >
      <div className="flex items-start gap-2">
        <h2 className="m-0 min-w-0 flex-1 text-lg font-medium [overflow-wrap:anywhere]">
          {config.deviceName}
        </h2>
        {config.primaryConfig && (
          <Badge tone="approved">{translate('app.osonConfigs.primary')}</Badge>
        )}
      </div>
      <div className="flex flex-col gap-1 text-sm text-muted">
        <p className="m-0">
          {translate('app.osonConfigs.id')}: {config.id}
        </p>
        <p className="m-0 [overflow-wrap:anywhere]">
          {translate('app.osonConfigs.phone')}: {config.phone}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-1">
        {canEdit && (
          <ButtonLink
            to={`/oson-configs/${config.id}`}
            variant="ghost"
            size="sm"
            icon={<Pencil size={16} aria-hidden />}
            aria-label={nameFor('app.osonConfigs.edit')}
          >
            {translate('app.osonConfigs.edit')}
          </ButtonLink>
        )}
        {onSetPrimary && !config.primaryConfig && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Star size={16} aria-hidden />}
            onClick={() => onSetPrimary(config)}
            disabled={settingPrimary}
            aria-label={nameFor('app.osonConfigs.setPrimary')}
          >
            {translate('app.osonConfigs.setPrimary')}
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden className="text-danger" />}
            onClick={() => onDelete(config)}
            // The server refuses to delete the primary account; say so before a click.
            disabled={config.primaryConfig}
            aria-label={nameFor('app.osonConfigs.delete')}
            className="ml-auto"
          >
            {translate('app.osonConfigs.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
