// Table-driven tests of the Quick Paste parser (docs/product.md: Form rules Oson config).
import { describe, expect, it } from 'vitest';
import { parseQuickPaste } from '../../../src/resources/oson-configs/quickPaste';

const cases: [name: string, input: string, expected: ReturnType<typeof parseQuickPaste>][] = [
  [
    'all four keys, mapped to the form fields',
    'phone=998901234567&password=secret&dev_id=abc-123&device_name=Samsung A54',
    { phone: '998901234567', password: 'secret', deviceId: 'abc-123', deviceName: 'Samsung A54' },
  ],
  ['a single key', 'dev_id=xyz', { deviceId: 'xyz' }],
  ['%2B decodes to a plus', 'phone=%2B998901234567', { phone: '+998901234567' }],
  ['%40 decodes to an at sign', 'password=me%40home', { password: 'me@home' }],
  [
    '+ is a space, as in form encoding',
    'device_name=Galaxy+S23+Ultra',
    { deviceName: 'Galaxy S23 Ultra' },
  ],
  ['%20 is a space too', 'device_name=Redmi%20Note', { deviceName: 'Redmi Note' }],
  ['UTF-8 escapes', 'device_name=%D0%90%D0%BD%D0%B4%D1%80%D0%B5%D0%B9', { deviceName: 'Андрей' }],
  ['an encoded & and = stay inside the value', 'password=a%26b%3Dc', { password: 'a&b=c' }],
  ['a pair without = is ignored', 'phone&password=p', { password: 'p' }],
  ['a pair with two = is ignored', 'password=a=b&phone=1', { phone: '1' }],
  ['a pair that is only = is ignored', '=&phone=1', { phone: '1' }],
  ['unknown keys are ignored', 'token=t&deviceId=camel&phone=1', { phone: '1' }],
  ['keys are case-sensitive', 'PHONE=1&Password=2', {}],
  ['empty input', '', {}],
  ['whitespace only', '  \n\t ', {}],
  ['only separators', '&&&', {}],
  ['duplicate keys: the last wins', 'phone=1&phone=2&phone=3', { phone: '3' }],
  ['an empty value is ignored', 'phone=&password=p', { password: 'p' }],
  ['an empty value does not undo an earlier one', 'phone=1&phone=', { phone: '1' }],
  [
    'whitespace and newlines around pairs, keys and values are trimmed',
    '  phone = 998 &\n password=p \r\n& dev_id=\td\n',
    { phone: '998', password: 'p', deviceId: 'd' },
  ],
  ['a malformed escape keeps the raw value', 'password=100%', { password: '100%' }],
  ['a bad hex escape keeps the raw value, + included', 'password=a%ZZ+b', { password: 'a%ZZ+b' }],
  ['a broken UTF-8 sequence keeps the raw value', 'device_name=%D0', { deviceName: '%D0' }],
  [
    'a malformed value does not affect the other pairs',
    'password=%E0%A4%A&phone=%2B1',
    { password: '%E0%A4%A', phone: '+1' },
  ],
];

describe('parseQuickPaste', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(parseQuickPaste(input)).toEqual(expected);
  });
});
