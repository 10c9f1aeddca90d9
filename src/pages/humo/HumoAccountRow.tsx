// One connected Telegram profile: picture (or a placeholder), name, @username, phone, status and,
// for a role that may delete it (contract/roles.ts), a delete button that asks first.
import { useState } from 'react';
import { Trash2, User } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import { useCan } from '../../auth/useCan';
import type { AppDataProvider } from '../../providers/appDataProvider';
import type { HumoAccount } from '../../providers/humo';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { useHumoNotify } from './HumoNotice';

// Only plain base64 becomes an image source: the field is free text from a helper service.
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function profilePictureSrc(picture: string | null): string | undefined {
  if (!picture) return undefined;
  const compact = picture.replace(/\s+/g, '');
  return BASE64.test(compact) ? `data:image/jpeg;base64,${compact}` : undefined;
}

const ACTIVE_STATUS = /^(active|online|connected|authorized|ok)$/i;

export function HumoAccountRow({
  account,
  onDeleted,
}: {
  account: HumoAccount;
  onDeleted: () => void;
}) {
  const translate = useTranslate();
  const canDelete = useCan('humo', 'delete');
  const name = account.name.trim() || translate('app.humo.noName');
  const username = account.username.trim().replace(/^@/, '');
  const picture = profilePictureSrc(account.profilePicture);

  return (
    <li
      className="flex items-start gap-3 border-b border-border px-4 py-3 last:border-b-0"
      data-testid={`humo-account-${account.id}`}
    >
      {picture ? (
        <img
          src={picture}
          alt={name}
          className="size-12 shrink-0 rounded-full border border-border object-cover"
        />
      ) : (
        // The name is written next to it; the placeholder itself says nothing more.
        <span
          aria-hidden
          data-testid="humo-avatar-placeholder"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
        >
          <User size={24} />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="font-semibold [overflow-wrap:anywhere]">{name}</div>
        {username && <div className="text-sm text-muted [overflow-wrap:anywhere]">@{username}</div>}
        <div className="font-mono text-sm">{account.phone}</div>
        {account.status && (
          <div className="mt-1">
            <span className="sr-only">{translate('app.humo.status')}: </span>
            <Badge tone={ACTIVE_STATUS.test(account.status) ? 'approved' : 'neutral'}>
              {account.status}
            </Badge>
          </div>
        )}
      </div>
      {canDelete && <DeleteAccount phone={account.phone} name={name} onDeleted={onDeleted} />}
    </li>
  );
}

function DeleteAccount({
  phone,
  name,
  onDeleted,
}: {
  phone: string;
  name: string;
  onDeleted: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useHumoNotify();
  const [confirming, setConfirming] = useState(false);

  const remove = useMutation({
    mutationFn: () => dataProvider.humoDeleteAccount(phone),
    onSuccess: (answer) => {
      setConfirming(false);
      notify.success(answer.message, 'app.humo.deleted');
      onDeleted();
    },
    onError: (error) => {
      setConfirming(false);
      notify.failure(error);
    },
  });

  return (
    <>
      <Button
        variant="ghost"
        aria-label={`${translate('app.humo.delete')}: ${phone}`}
        icon={<Trash2 size={18} aria-hidden className="text-danger" />}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        open={confirming}
        loading={remove.isPending}
        title={translate('app.humo.confirmDeleteTitle')}
        content={translate('app.humo.confirmDelete', { name, phone })}
        confirmLabel={translate('app.humo.delete')}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
