// One admin card drawn like a bank card: system, primary-account mark, number, owner and balance
// on the face; its Oson account and the actions under it. At 390 px the face holds the logo and
// the mark on one row and the number on the next, and the actions wrap under the account.
import { Star } from 'lucide-react';
import { useTranslate } from 'ra-core';
import type { AdminCard } from '../../providers/resources/cards';
import { formatMoney } from '../../lib/money';
import { EditDeleteButtons } from '../../ui/admin/EditDeleteButtons';
import { formatCardNumber } from './cardNumber';
import { PaymentSystemLogo } from './PaymentSystemLogo';

interface CardTileProps {
  card: AdminCard;
  /** Absent where the role may not edit cards. */
  onEdit?: () => void;
  /** Absent where the role may not delete cards. */
  onDelete?: () => void;
}

export function CardTile({ card, onEdit, onDelete }: CardTileProps) {
  const translate = useTranslate();
  const number = formatCardNumber(card.cardNumber);
  // Several tiles show the same buttons: the last digits tell them apart for screen readers.
  const lastFour = card.cardNumber.slice(-4);
  return (
    <article
      aria-label={number}
      data-testid={`card-${card.id}`}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface text-fg shadow-sm"
    >
      <div className="flex min-h-44 flex-col gap-4 bg-linear-135 from-primary to-primary-hover p-4 text-primary-fg">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PaymentSystemLogo system={card.paymentSystem} />
          {card.osonConfig?.primaryConfig && (
            <span className="inline-flex items-center gap-1 rounded-full border border-current px-2 py-0.5 text-xs font-medium whitespace-nowrap">
              <Star size={14} aria-hidden />
              <span>{translate('app.cards.primaryAccount')}</span>
            </span>
          )}
        </div>
        <h2 className="m-0 font-mono text-lg font-normal tracking-wider sm:text-xl">{number}</h2>
        <div className="mt-auto flex flex-wrap justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <div className="text-xs opacity-90">{translate('app.cards.ownerName')}</div>
            <div className="font-semibold break-words">
              {card.ownerName.trim() || translate('app.cards.noOwner')}
            </div>
          </div>
          <div className="ml-auto text-right">
            <div className="text-xs opacity-90">{translate('app.cards.balance')}</div>
            <div className="font-semibold">
              {formatMoney(card.balance, translate('app.money.unit'))}
            </div>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p className="m-0 min-w-0 text-sm break-words text-muted">
          {translate('app.cards.account')}: {card.osonConfig?.deviceName || '—'}
        </p>
        <EditDeleteButtons
          name={lastFour}
          editLabel={translate('app.cards.edit')}
          deleteLabel={translate('app.cards.delete')}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
