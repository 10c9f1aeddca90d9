import { describe, expect, it } from 'vitest';
import {
  formatRate,
  isNotFound,
  parseDecimal,
  ratesFormErrors,
  ratesProblem,
} from '../../../src/pages/currency/rates';
import { providerError } from '../../fixtures/providerError';

describe('parseDecimal', () => {
  it.each([
    ['1', 1],
    ['0.85', 0.85],
    ['0,85', 0.85],
    [' 117.5 ', 117.5],
    ['117,5', 117.5],
    ['12 345,6789', 12345.6789],
    ['12\u00a0345.5', 12345.5],
    ['.5', 0.5],
    [',5', 0.5],
    ['5.', 5],
    ['0', 0],
    ['0.0001', 0.0001],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['1,234.5', null],
    ['1.2.3', null],
    ['1,2,3', null],
    ['-5', null],
    ['+5', null],
    ['1e3', null],
    ['.', null],
    [',', null],
    ['12a', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });
});

describe('ratesProblem', () => {
  it.each([
    [{ uzsToRub: '', rubToUzs: '' }, 'app.currency.required'],
    [{ uzsToRub: '0,85', rubToUzs: '' }, 'app.currency.required'],
    [{ uzsToRub: '  ', rubToUzs: '117' }, 'app.currency.required'],
    [{ uzsToRub: 'abc', rubToUzs: '117' }, 'app.currency.invalid'],
    [{ uzsToRub: '0', rubToUzs: '117' }, 'app.currency.invalid'],
    [{ uzsToRub: '0,85', rubToUzs: '-1' }, 'app.currency.invalid'],
    [{ uzsToRub: '0,85', rubToUzs: '117.5' }, null],
  ])('%j -> %j', (input, expected) => {
    expect(ratesProblem(input)).toBe(expected);
  });
});

describe('ratesFormErrors', () => {
  it.each([
    [{ uzsToRub: '', rubToUzs: '' }, { uzsToRub: 'app.currency.required' }],
    [{ uzsToRub: '0,85', rubToUzs: ' ' }, { rubToUzs: 'app.currency.required' }],
    [{ uzsToRub: '0', rubToUzs: 'abc' }, { uzsToRub: 'app.currency.invalid' }],
    [{ uzsToRub: '0,85', rubToUzs: '-1' }, { rubToUzs: 'app.currency.invalid' }],
    [{}, { uzsToRub: 'app.currency.required' }],
    [{ uzsToRub: '0,85', rubToUzs: '117.5' }, {}],
  ])('%j -> %j', (input, expected) => {
    expect(ratesFormErrors(input)).toEqual(expected);
  });
});

describe('formatRate', () => {
  it.each([
    [7.8, '7,8'],
    [0.1234, '0,1234'],
    [0.123456, '0,1235'],
    [128.5, '128,5'],
    [12_345.6789, '12\u00a0345,6789'],
    [1_000_000, '1\u00a0000\u00a0000'],
    [Number.NaN, '—'],
    [null, '—'],
    [undefined, '—'],
  ])('%j -> %j', (value, expected) => {
    expect(formatRate(value)).toBe(expected);
  });
});

describe('isNotFound', () => {
  it.each([
    [providerError('HTTP 404', 404), true],
    [{ status: 404 }, true],
    [providerError('HTTP 500', 500), false],
    [new Error('offline'), false],
    [undefined, false],
  ])('%o -> %j', (error, expected) => {
    expect(isNotFound(error)).toBe(expected);
  });
});
