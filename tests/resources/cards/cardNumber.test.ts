import { describe, expect, it } from 'vitest';
import {
  cardNumberProblem,
  formatCardNumber,
  normalizeCardNumber,
  parseBalance,
} from '../../../src/resources/cards/cardNumber';

describe('card numbers', () => {
  it.each([
    ['9860123412341234', null],
    ['9860 1234 1234 1234', null],
    [' 8600 1234 1234 1234 ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['986012341234123', 'length'],
    ['98601234123412345', 'length'],
    ['9860-1234-1234-1234', 'length'],
    ['986012341234123a', 'length'],
  ])('%j -> %s', (input, problem) => {
    expect(cardNumberProblem(input)).toBe(problem);
  });

  it('normalizes and groups by four', () => {
    expect(normalizeCardNumber(' 9860 1234\t1234 1234 ')).toBe('9860123412341234');
    expect(formatCardNumber('9860123412341234')).toBe('9860 1234 1234 1234');
  });

  it.each([
    ['0', 0],
    ['1 500 000', 1500000],
    ['-5', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
  ])('balance %j -> %s', (input, expected) => {
    expect(parseBalance(input)).toBe(expected);
  });
});
