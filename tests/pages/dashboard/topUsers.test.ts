import { describe, expect, it } from 'vitest';
import { rankTopUsers } from '../../../src/pages/dashboard/topUsers';

describe('rankTopUsers', () => {
  it.each([
    ['an empty map', {}, []],
    [
      'an unordered map, most requests first',
      { '111': 3, '222': 17, '333': 9 },
      [
        { chatId: '222', count: 17 },
        { chatId: '333', count: 9 },
        { chatId: '111', count: 3 },
      ],
    ],
    [
      'ties by the smaller chat id, compared as numbers',
      { '900': 5, '1000': 5, '80': 5, '7': 6 },
      [
        { chatId: '7', count: 6 },
        { chatId: '80', count: 5 },
        { chatId: '900', count: 5 },
        { chatId: '1000', count: 5 },
      ],
    ],
    [
      'chat ids beyond 2^53 and negative group ids',
      { '9007199254740993': 2, '9007199254740992': 2, '-100': 2 },
      [
        { chatId: '-100', count: 2 },
        { chatId: '9007199254740992', count: 2 },
        { chatId: '9007199254740993', count: 2 },
      ],
    ],
    [
      'non-numeric keys after numeric rules, as text',
      { b: 1, a: 1 },
      [
        { chatId: 'a', count: 1 },
        { chatId: 'b', count: 1 },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(rankTopUsers(input)).toEqual(expected);
  });

  it('gives the same order whatever order the map was built in', () => {
    const entries: [string, number][] = [
      ['5', 1],
      ['4', 8],
      ['3', 8],
      ['2', 2],
      ['1', 9],
    ];
    const forward = rankTopUsers(Object.fromEntries(entries));
    const backward = rankTopUsers(Object.fromEntries([...entries].reverse()));
    expect(backward).toEqual(forward);
    expect(forward.map((user) => user.chatId)).toEqual(['1', '3', '4', '2', '5']);
  });
});
