import { describe, expect, it } from 'vitest';
import { encodeBasicToken, usernameFromBasicToken } from '../../src/lib/basicToken';

describe('encodeBasicToken', () => {
  it.each([
    ['admin', 'secret', 'YWRtaW46c2VjcmV0'],
    ['админ', 'пароль', Buffer.from('админ:пароль', 'utf8').toString('base64')],
    ["o'g'il", 'p:ss', Buffer.from("o'g'il:p:ss", 'utf8').toString('base64')],
  ])('encodes %s as UTF-8 base64', (username, password, expected) => {
    expect(encodeBasicToken(username, password)).toBe(expected);
  });
});

describe('usernameFromBasicToken', () => {
  it('reads back a non-ASCII username and splits at the first colon', () => {
    expect(usernameFromBasicToken(encodeBasicToken('Жасур', 'a:b'))).toBe('Жасур');
  });

  it.each(['%%%', btoa('no-colon'), btoa('\xff\xfe:x')])('answers null for %s', (token) => {
    expect(usernameFromBasicToken(token)).toBeNull();
  });
});
