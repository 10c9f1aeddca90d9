// Which searches and addresses are a bot user's chat ID (the user page, /users/{chatId}): a
// private chat's positive id of at most 16 digits that JS holds exactly.
import { describe, expect, it } from 'vitest';
import { botUserChatId, userPagePath } from '../../src/lib/chatId';

describe('botUserChatId', () => {
  it.each([
    ['5012345678', '5012345678'],
    [' 5012345678 ', '5012345678'],
    ['1', '1'],
    ['9007199254740991', '9007199254740991'],
    ['9007199254740993', null],
    ['12345678901234567', null],
    ['0', null],
    ['007', null],
    ['-100500', null],
    ['50123abc', null],
    ['5 012', null],
    ['Aziz', null],
    ['', null],
  ])('%j -> %j', (input, chatId) => {
    expect(botUserChatId(input)).toBe(chatId);
  });
});

describe('userPagePath', () => {
  it('is the user page of the chat', () => {
    expect(userPagePath(5012345678)).toBe('/users/5012345678');
  });
});
