// POST /api/broadcast/send: the 202 answer (stored, not yet delivered), every 400 (text, tags,
// length, button pair, URL, schedule), and GET /api/broadcast/{id}.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';
import {
  addBotUsers,
  movableClock,
  outbox,
  fetchBroadcast,
  sendBroadcast,
} from './broadcastFixtures.ts';

// 14:00 in Tashkent (UTC+5), the default business zone.
const clock = movableClock('2025-09-21T09:00:00.000Z');
let app: FastifyInstance;
let auth: string;
// One app for the file: every test works on its own broadcasts.
beforeAll(async () => {
  // A poll interval of an hour: only runOnce() would deliver, and no test here calls it.
  ({ app, auth } = await buildTestApp({ BROADCAST_POLL_MS: '3600000' }, { now: clock.now }));
});
beforeEach(() => clock.set('2025-09-21T09:00:00.000Z'));
afterAll(() => app.close());

const send = (body: object) => sendBroadcast(app, auth, body);

async function expect400(body: object, message: string | RegExp) {
  const response = await send(body);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(message);
}

describe('POST /api/broadcast/send', () => {
  it('answers 202 with the queued broadcast at once, before any delivery', async () => {
    addBotUsers(app.db, [11, 22]);
    const response = await send({ messageText: '  <b>Aksiya!</b> Bonus 10%  ' });
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      status: 'PENDING',
      scheduledTime: null,
      message: 'Broadcast queued',
    });
    expect(outbox(app, body.id)).toEqual([]);
    expect(await fetchBroadcast(app, auth, body.id)).toEqual({
      id: body.id,
      messageText: '<b>Aksiya!</b> Bonus 10%',
      buttonText: null,
      buttonUrl: null,
      scheduledTime: null,
      status: 'PENDING',
      createdAt: '2025-09-21T09:00:00.000Z',
      sentAt: null,
      recipients: 0,
      failures: 0,
      failureReason: null,
    });
  });

  it('stores a button and reads a datetime-local schedule in the business time zone', async () => {
    const response = await send({
      messageText: 'Yangi platforma',
      buttonText: ' Ochish ',
      buttonUrl: 'https://example.uz/open',
      scheduledTime: '2025-09-21T18:30',
    });
    expect(response.statusCode).toBe(202);
    // 18:30 in Tashkent is 13:30 UTC.
    expect(response.json().scheduledTime).toBe('2025-09-21T13:30:00.000Z');
    const stored = await fetchBroadcast(app, auth, response.json().id);
    expect(stored).toMatchObject({ buttonText: 'Ochish', buttonUrl: 'https://example.uz/open' });
  });

  it.each([
    ['2025-09-21T18:30:15', '2025-09-21T13:30:15.000Z'],
    ['2025-09-21T13:30:00Z', '2025-09-21T13:30:00.000Z'],
    ['2025-09-21T16:30+03:00', '2025-09-21T13:30:00.000Z'],
  ])('takes scheduledTime %s as %s', async (scheduledTime, iso) => {
    const response = await send({ messageText: 'x', scheduledTime });
    expect(response.json().scheduledTime).toBe(iso);
  });

  it('treats empty strings and null as absent', async () => {
    const response = await send({
      messageText: 'x',
      buttonText: '',
      buttonUrl: null,
      scheduledTime: '',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().scheduledTime).toBeNull();
    const stored = await fetchBroadcast(app, auth, response.json().id);
    expect(stored).toMatchObject({ buttonText: null, buttonUrl: null });
  });

  it('takes a time in the current minute as "now" but refuses an older one', async () => {
    clock.set('2025-09-21T09:00:45.000Z'); // 14:00:45 in Tashkent
    const thisMinute = await send({ messageText: 'x', scheduledTime: '2025-09-21T14:00' });
    expect(thisMinute.statusCode).toBe(202);
    await expect400(
      { messageText: 'x', scheduledTime: '2025-09-21T13:58' },
      'scheduledTime: is in the past; leave it empty to send now',
    );
  });

  it.each([
    [{}, 'messageText: is required'],
    [{ messageText: '' }, 'messageText: is required'],
    [{ messageText: '   \n ' }, 'messageText: is required'],
    [{ messageText: null }, 'messageText: is required'],
    [{ messageText: 42 }, 'messageText: must be string or null'],
    [{ messageText: '<b> </b>' }, 'messageText: has no visible text'],
    [{ messageText: '<script>alert(1)</script>' }, /^messageText: <script> is not allowed/],
    [{ messageText: '<img src=x onerror=alert(1)>' }, /^messageText: <img> is not allowed/],
    [{ messageText: '<a href="javascript:alert(1)">x</a>' }, /^messageText: a link href must/],
    [{ messageText: '<b>unclosed' }, 'messageText: <b> is not closed'],
    [{ messageText: '<b><i>x</b></i>' }, 'messageText: </b> does not match the open <i>'],
    [{ messageText: 'x', buttonText: 'Open' }, 'buttonUrl: is required when buttonText is set'],
    [
      { messageText: 'x', buttonUrl: 'https://x.uz' },
      'buttonText: is required when buttonUrl is set',
    ],
    [
      { messageText: 'x', buttonText: 'Open', buttonUrl: 'x.uz' },
      'buttonUrl: must be an http(s) URL',
    ],
    [
      { messageText: 'x', buttonText: 'Open', buttonUrl: 'javascript:alert(1)' },
      'buttonUrl: must be an http(s) URL',
    ],
    [
      { messageText: 'x', buttonText: 'y'.repeat(65), buttonUrl: 'https://x.uz' },
      'buttonText: must be at most 64 characters',
    ],
    [{ messageText: 'x', scheduledTime: 'tomorrow' }, /^scheduledTime: must be a date and time/],
    [{ messageText: 'x', scheduledTime: '2025-02-30T10:00' }, /^scheduledTime: must be a date/],
    [{ messageText: 'x', scheduledTime: '2025-09-21 18:30' }, /^scheduledTime: must be a date/],
  ])('answers 400 for %j', async (body, message) => {
    await expect400(body, message);
  });

  it('counts the 4096-character limit on the text users see, not on the tags', async () => {
    const visible = 'a'.repeat(4096);
    const fits = await send({
      messageText: `<b>${visible.slice(0, 2048)}</b>${visible.slice(2048)}`,
    });
    expect(fits.statusCode).toBe(202);
    await expect400(
      { messageText: `${visible}b` },
      "messageText: must be at most 4096 characters without its tags (Telegram's limit), got 4097",
    );
  });

  it('requires credentials and answers 404 for an unknown broadcast', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/broadcast/send',
      payload: { messageText: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await app.inject({
      url: '/api/broadcast/999',
      headers: { authorization: auth },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Broadcast not found' });
  });
});
