import { describe, expect, it } from 'vitest';
import {
  fieldsOf,
  hasField,
  idPath,
  isObject,
  numberOrNull,
  rowsOf,
  text,
} from '../../src/providers/decode';
import type { AdminCard } from '../../src/providers/resources/cards';
import type { ResourceHandler } from '../../src/providers/resources/types';

describe('decode', () => {
  it('reads a text field the same way in every module', () => {
    expect(text('Ali')).toBe('Ali');
    expect(text(8600)).toBe('8600');
    expect(text(true)).toBe('true');
    expect([null, undefined, {}, [], Number.NaN].map(text)).toEqual(['', '', '', '', '']);
  });

  it('keeps a missing or non-numeric figure as null, not 0', () => {
    expect(numberOrNull(0)).toBe(0);
    expect([null, '12', Number.POSITIVE_INFINITY, undefined].map(numberOrNull)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('tells a record answer from a plain-text one, and arrays from objects', () => {
    expect(hasField({ id: 1 }, 'id')).toBe(true);
    expect(hasField("Karta qo'shildi", 'id')).toBe(false);
    expect(hasField({ chatId: 1 }, 'id')).toBe(false);
    expect(isObject([])).toBe(false);
    expect(fieldsOf(null)).toEqual({});
    expect(fieldsOf([1])).toEqual({});
  });

  it('keeps the object rows of a list and refuses an answer that is not one', () => {
    expect(rowsOf([{ id: 1 }, null, 'x', { id: 2 }], 'cards')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(() => rowsOf({ id: 1 }, 'cards')).toThrow('Unexpected answer for cards: not a list');
  });

  it('writes an id as one path segment', () => {
    expect(idPath(' -100123 ')).toBe('-100123');
    expect(idPath('a/b')).toBe('a%2Fb');
    expect(idPath(7)).toBe('7');
  });

  it('types a module with its record: a misspelt field does not compile', async () => {
    const handler: ResourceHandler<AdminCard> = {
      getOne: async ({ id }) => ({
        data: {
          id: Number(id),
          cardNumber: '8600',
          ownerName: '',
          paymentSystem: 'HUMO',
          balance: null,
          osonConfig: null,
        },
      }),
    };
    const { data } = await handler.getOne!({ id: 1 });
    expect(data.cardNumber).toBe('8600');
    // @ts-expect-error: an admin card has no `cardNo` (RaRecord alone would admit any name)
    expect(data.cardNo).toBeUndefined();
  });
});
