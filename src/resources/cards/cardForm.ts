// The card form's rules (docs/product.md: Form rules) as ra-core validators returning catalogue
// keys, and what a save sends: the number without its spaces, the owner trimmed, a new card's
// balance 0.
import type { FieldValues } from 'react-hook-form';
import type { AdminCard, PaymentSystem } from '../../providers/resources/cards';
import { filled } from '../../ui/form/filled';
import {
  cardNumberProblem,
  formatCardNumber,
  normalizeCardNumber,
  parseBalance,
} from './cardNumber';

/** A new card belongs to an Oson account: the form's alert says so (FieldErrorsAlert). */
export const NO_ACCOUNT = 'app.cards.accountRequired';
export const ACCOUNT_REQUIRED = filled(NO_ACCOUNT);

export const validCardNumber = Object.assign(
  (value: unknown) => {
    const problem = cardNumberProblem(String(value ?? ''));
    if (problem === 'required') return 'app.cards.cardNumberRequired';
    return problem === 'length' ? 'app.cards.cardNumberLength' : undefined;
  },
  { isRequired: true },
);

/** An edit asks for a balance rather than saving a missing one as 0. */
export const validBalance = Object.assign(
  (value: unknown) =>
    parseBalance(String(value ?? '')) === null ? 'app.cards.balanceInvalid' : undefined,
  { isRequired: true },
);

/** The form's first values: a new card is HUMO with no account chosen. */
export function cardFormDefaults(card: AdminCard | null) {
  return {
    osonConfigId: card?.osonConfig ? String(card.osonConfig.id) : '',
    cardNumber: card ? formatCardNumber(card.cardNumber) : '',
    ownerName: card?.ownerName ?? '',
    paymentSystem: card?.paymentSystem ?? 'HUMO',
    // A balance the server did not send stays blank, so the edit asks for one.
    balance: card?.balance == null ? '' : String(card.balance),
  };
}

/** What the dataProvider gets for the form's values (ra-core turns a cleared field into null). */
export function cardToSave(values: FieldValues, isNew: boolean) {
  const accountId = values.osonConfigId ? Number(values.osonConfigId) : undefined;
  const fields = {
    cardNumber: normalizeCardNumber(String(values.cardNumber ?? '')),
    ownerName: String(values.ownerName ?? '').trim(),
    paymentSystem: (values.paymentSystem === 'UZCARD' ? 'UZCARD' : 'HUMO') as PaymentSystem,
  };
  if (isNew) return { ...fields, balance: 0, osonConfigId: accountId };
  return {
    ...fields,
    balance: parseBalance(String(values.balance ?? '')),
    // No choice (a card without an account): the provider keeps the card's own.
    ...(accountId === undefined ? {} : { osonConfigId: accountId }),
  };
}
