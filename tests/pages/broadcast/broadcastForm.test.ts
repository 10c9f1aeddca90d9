// The broadcast form's pure rules: validation (docs/product.md: Form rules), the request body and
// the time format.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_BROADCAST,
  broadcastValues,
  formatScheduledTime,
  isHttpUrl,
  toBroadcastMessage,
  validateBroadcast,
  type BroadcastFormValues,
} from '../../../src/pages/broadcast/broadcastForm';

const form = (values: Partial<BroadcastFormValues>): BroadcastFormValues => ({
  ...EMPTY_BROADCAST,
  messageText: 'Salom',
  ...values,
});
// 12:00 in Tashkent (UTC+5) on 1 Oct 2025.
const NOW = new Date('2025-10-01T07:00:00Z');

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com/path?q=1#x', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['  https://t.me/bot  ', true],
    ['example.com', false],
    ['/relative', false],
    ['http:example.com', false],
    ['https://', false],
    ['ftp://example.com', false],
    ['tg://resolve?domain=x', false],
    ['javascript:alert(1)', false],
    ['https://exa mple.com', false],
  ])('%s -> %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected));
});

describe('validateBroadcast', () => {
  it.each<[string, Partial<BroadcastFormValues>, Record<string, string>]>([
    ['a filled text only', {}, {}],
    ['an empty text', { messageText: '' }, { messageText: 'app.broadcast.messageTextRequired' }],
    ['a blank text', { messageText: ' \n ' }, { messageText: 'app.broadcast.messageTextRequired' }],
    ['a complete button', { buttonText: 'Ochish', buttonUrl: 'https://t.me/x' }, {}],
    [
      'button text without a URL',
      { buttonText: 'Ochish' },
      { buttonUrl: 'app.broadcast.buttonUrlRequired' },
    ],
    [
      'a URL without button text',
      { buttonUrl: 'https://t.me/x' },
      { buttonText: 'app.broadcast.buttonTextRequired' },
    ],
    [
      'an invalid URL',
      { buttonText: 'Ochish', buttonUrl: 'example.com' },
      { buttonUrl: 'app.broadcast.buttonUrlInvalid' },
    ],
    [
      'an invalid URL without text',
      { buttonUrl: 'javascript:alert(1)' },
      {
        buttonUrl: 'app.broadcast.buttonUrlInvalid',
        buttonText: 'app.broadcast.buttonTextRequired',
      },
    ],
    [
      'scheduling without a time',
      { schedule: true },
      { scheduledTime: 'app.broadcast.scheduledTimeRequired' },
    ],
    [
      'a past time',
      { schedule: true, scheduledTime: '2025-10-01T11:59' },
      { scheduledTime: 'app.broadcast.scheduledTimePast' },
    ],
    [
      'the current minute',
      { schedule: true, scheduledTime: '2025-10-01T12:00' },
      { scheduledTime: 'app.broadcast.scheduledTimePast' },
    ],
    ['a future time', { schedule: true, scheduledTime: '2025-10-01T12:01' }, {}],
    ['a time without scheduling', { schedule: false, scheduledTime: '2000-01-01T00:00' }, {}],
  ])('%s', (_name, values, expected) => {
    expect(validateBroadcast(form(values), NOW, 'Asia/Tashkent')).toEqual(expected);
  });

  it('reads the time in the given zone', () => {
    const values = form({ schedule: true, scheduledTime: '2025-10-01T11:00' });
    // 11:00 is past in Tashkent (UTC+5) but still ahead in UTC.
    expect(validateBroadcast(values, NOW, 'Asia/Tashkent').scheduledTime).toBeDefined();
    expect(validateBroadcast(values, NOW, 'UTC')).toEqual({});
  });
});

describe('broadcastValues', () => {
  it.each<[string, Record<string, unknown>, BroadcastFormValues]>([
    ['nothing drawn yet', {}, EMPTY_BROADCAST],
    [
      'emptied fields (null in the form)',
      {
        messageText: null,
        buttonText: null,
        buttonUrl: null,
        schedule: false,
        scheduledTime: null,
      },
      EMPTY_BROADCAST,
    ],
    [
      'filled fields, kept as typed',
      {
        messageText: ' <b>Hi</b> ',
        buttonText: 'Ochish',
        buttonUrl: 'https://t.me/x',
        schedule: true,
        scheduledTime: '2099-01-01T10:00',
      },
      {
        messageText: ' <b>Hi</b> ',
        buttonText: 'Ochish',
        buttonUrl: 'https://t.me/x',
        schedule: true,
        scheduledTime: '2099-01-01T10:00',
      },
    ],
    ['a box that is not exactly true', { schedule: 'on' }, EMPTY_BROADCAST],
  ])('%s', (_name, raw, expected) => expect(broadcastValues(raw)).toEqual(expected));
});

describe('toBroadcastMessage', () => {
  it('sends nulls for empty optional fields and no time when not scheduling', () => {
    expect(
      toBroadcastMessage(form({ messageText: ' <b>Hi</b>\n', scheduledTime: '2099-01-01T10:00' })),
    ).toEqual({ messageText: '<b>Hi</b>', buttonText: null, buttonUrl: null, scheduledTime: null });
  });

  it('sends the button and the zone-less time when scheduling', () => {
    expect(
      toBroadcastMessage(
        form({
          buttonText: ' Ochish ',
          buttonUrl: ' https://t.me/x ',
          schedule: true,
          scheduledTime: '2099-01-01T10:00',
        }),
      ),
    ).toEqual({
      messageText: 'Salom',
      buttonText: 'Ochish',
      buttonUrl: 'https://t.me/x',
      scheduledTime: '2099-01-01T10:00',
    });
  });
});

describe('formatScheduledTime', () => {
  it.each([
    ['2025-10-01T14:30', '01-10-2025 14:30'],
    ['2025-10-01T14:30:15', '01-10-2025 14:30'],
    ['nonsense', 'nonsense'],
  ])('%s -> %s', (value, expected) => expect(formatScheduledTime(value)).toBe(expected));
});
