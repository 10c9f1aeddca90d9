import { describe, expect, it } from 'vitest';
import {
  awardFormErrors,
  awardProblem,
  parsePositiveInt,
  prizeFormErrors,
  prizeProblem,
  prizeTotals,
  statusOf,
  ticketCountProblem,
} from '../../../src/pages/lottery/lotteryRules';
import { providerError } from '../../fixtures/providerError';

describe('parsePositiveInt', () => {
  it.each([
    ['1', 1],
    [' 42 ', 42],
    ['50 000', 50_000],
    ['1\u00a0250\u00a0000', 1_250_000],
    ['007', 7],
    ['', null],
    ['   ', null],
    ['0', null],
    ['-5', null],
    ['+5', null],
    ['1.5', null],
    ['1,5', null],
    ['1e3', null],
    ['abc', null],
    ['99999999999999999999', null],
  ])('%j -> %j', (input, expected) => {
    expect(parsePositiveInt(input)).toBe(expected);
  });
});

describe('form checks', () => {
  it.each([
    ['', '', 'app.lottery.prizes.required'],
    ['5000', '', 'app.lottery.prizes.required'],
    ['', '2', 'app.lottery.prizes.required'],
    ['5000', '0', 'app.lottery.prizes.required'],
    ['0', '2', 'app.lottery.prizes.required'],
    ['5000', '2', null],
  ])('prize %j × %j -> %j', (amount, count, expected) => {
    expect(prizeProblem(amount, count)).toBe(expected);
  });

  it.each([
    ['1', null],
    ['25', null],
    ['0', 'app.lottery.balance.ticketCountInvalid'],
    ['', 'app.lottery.balance.ticketCountInvalid'],
    ['-1', 'app.lottery.balance.ticketCountInvalid'],
    ['2.5', 'app.lottery.balance.ticketCountInvalid'],
  ])('ticket count %j -> %j', (count, expected) => {
    expect(ticketCountProblem(count)).toBe(expected);
  });

  it.each([
    [{ totalUsers: '', randomUsers: '', amount: '' }, 'app.lottery.award.required'],
    [{ totalUsers: '10', randomUsers: ' ', amount: '5' }, 'app.lottery.award.required'],
    [{ totalUsers: '10', randomUsers: '0', amount: '5' }, 'app.lottery.award.positive'],
    [{ totalUsers: '10', randomUsers: 'x', amount: '5' }, 'app.lottery.award.positive'],
    [{ totalUsers: '10', randomUsers: '11', amount: '5' }, 'app.lottery.award.tooMany'],
    [{ totalUsers: '10', randomUsers: '10', amount: '5' }, null],
    [{ totalUsers: '100', randomUsers: '3', amount: '50 000' }, null],
  ])('award %j -> %j', (input, expected) => {
    expect(awardProblem(input)).toBe(expected);
  });
});

describe("the forms' errors, on the first field they are about", () => {
  it.each([
    [{ amount: '', numberOfPrize: '' }, { amount: 'app.lottery.prizes.required' }],
    [{ amount: '5000', numberOfPrize: '' }, { numberOfPrize: 'app.lottery.prizes.required' }],
    [{ amount: '0', numberOfPrize: '2' }, { amount: 'app.lottery.prizes.required' }],
    [{ amount: '5 000', numberOfPrize: '2' }, {}],
  ])('prize %j -> %j', (input, expected) => {
    expect(prizeFormErrors(input)).toEqual(expected);
  });

  it.each([
    [{ totalUsers: '', randomUsers: '', amount: '' }, { totalUsers: 'app.lottery.award.required' }],
    [
      { totalUsers: '10', randomUsers: '', amount: '' },
      { randomUsers: 'app.lottery.award.required' },
    ],
    [{ totalUsers: '10', randomUsers: '5', amount: ' ' }, { amount: 'app.lottery.award.required' }],
    [
      { totalUsers: '0', randomUsers: '0', amount: '5' },
      { totalUsers: 'app.lottery.award.positive' },
    ],
    [
      { totalUsers: '10', randomUsers: '00', amount: '5' },
      { randomUsers: 'app.lottery.award.positive' },
    ],
    [
      { totalUsers: '10', randomUsers: '11', amount: '5' },
      { randomUsers: 'app.lottery.award.tooMany' },
    ],
    [{ totalUsers: '10', randomUsers: '10', amount: '5' }, {}],
  ])('award %j -> %j', (input, expected) => {
    expect(awardFormErrors(input)).toEqual(expected);
  });
});

describe('prizeTotals', () => {
  it.each([
    [[], { amount: 0, count: 0 }],
    [[{ id: 1, amount: 50_000, numberOfPrize: 3 }], { amount: 150_000, count: 3 }],
    [
      [
        { id: 1, amount: 50_000, numberOfPrize: 3 },
        { id: 2, amount: 1_000_000, numberOfPrize: 1 },
        { id: 3, amount: 20_000, numberOfPrize: 0 },
      ],
      { amount: 1_150_000, count: 4 },
    ],
  ])('%j -> %j', (prizes, expected) => {
    expect(prizeTotals(prizes)).toEqual(expected);
  });
});

describe('statusOf', () => {
  it.each([
    [providerError('x', 404), 404],
    [{ status: 500 }, 500],
    [new Error('x'), undefined],
    [null, undefined],
    [{ status: '404' }, undefined],
  ])('%o -> %j', (error, expected) => {
    expect(statusOf(error)).toBe(expected);
  });
});
