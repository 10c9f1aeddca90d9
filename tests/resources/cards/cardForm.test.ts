// The card form's rules as ra-core validators (catalogue keys), its first values and what a save
// sends (docs/product.md: Form rules card form).
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_REQUIRED,
  cardFormDefaults,
  cardToSave,
  validBalance,
  validCardNumber,
} from '../../../src/resources/cards/cardForm';
import type { AdminCard } from '../../../src/providers/resources/cards';

const card: AdminCard = {
  id: 10,
  cardNumber: '9860123412341234',
  ownerName: 'Aziz',
  paymentSystem: 'UZCARD',
  balance: 1500,
  osonConfig: { id: 2, deviceName: 'Redmi Note', primaryConfig: false },
};

describe('card form rules', () => {
  it.each([
    ['', 'app.cards.cardNumberRequired'],
    [null, 'app.cards.cardNumberRequired'],
    ['9860 1234', 'app.cards.cardNumberLength'],
    ['9860 1234 1234 1234', undefined],
  ])('card number %j -> %s', (value, key) => {
    expect(validCardNumber(value)).toBe(key);
  });

  it.each([
    ['', 'app.cards.balanceInvalid'],
    ['-5', 'app.cards.balanceInvalid'],
    ['1 500 000', undefined],
    ['0', undefined],
  ])('balance %j -> %s', (value, key) => {
    expect(validBalance(value)).toBe(key);
  });

  it('a new card needs an account; the rules mark their fields as required', () => {
    expect(ACCOUNT_REQUIRED('', {}, {} as never)).toBe('app.cards.accountRequired');
    expect(ACCOUNT_REQUIRED('2', {}, {} as never)).toBeUndefined();
    expect(
      [ACCOUNT_REQUIRED, validCardNumber, validBalance].map((rule) => rule.isRequired),
    ).toEqual([true, true, true]);
  });
});

describe('card form values', () => {
  it('starts a new card as HUMO with no account, an edit from the card', () => {
    expect(cardFormDefaults(null)).toEqual({
      osonConfigId: '',
      cardNumber: '',
      ownerName: '',
      paymentSystem: 'HUMO',
      balance: '',
    });
    expect(cardFormDefaults(card)).toEqual({
      osonConfigId: '2',
      cardNumber: '9860 1234 1234 1234',
      ownerName: 'Aziz',
      paymentSystem: 'UZCARD',
      balance: '1500',
    });
  });

  it('sends the number without spaces, the owner trimmed, a new card with balance 0', () => {
    const values = {
      osonConfigId: '2',
      cardNumber: '9860 1234 1234 1234',
      ownerName: '  Aziz ',
      paymentSystem: 'HUMO',
      balance: '1 000',
    };
    expect(cardToSave(values, true)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: 'Aziz',
      paymentSystem: 'HUMO',
      balance: 0,
      osonConfigId: 2,
    });
    expect(cardToSave(values, false)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: 'Aziz',
      paymentSystem: 'HUMO',
      balance: 1000,
      osonConfigId: 2,
    });
    // A field ra-core cleared to null is sent empty; an edit without an account keeps the card's.
    expect(cardToSave({ ...values, ownerName: null, osonConfigId: '' }, false)).toEqual({
      cardNumber: '9860123412341234',
      ownerName: '',
      paymentSystem: 'HUMO',
      balance: 1000,
    });
  });
});
