// /api/admin/chats: list, add, notification switch, delete, and their 400/404/409 answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let auth: string;
beforeEach(async () => {
  ({ app, auth } = await buildTestApp());
});
afterEach(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: { authorization: auth } });

describe('/api/admin/chats', () => {
  it('adds chats and lists them in creation order with numeric ids', async () => {
    const added = await call('POST', '/api/admin/chats?chatId=5012345678');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ chatId: 5012345678, receiveNotifications: true });
    expect((await call('POST', '/api/admin/chats?chatId=-1001234567890')).statusCode).toBe(201);
    expect((await call('POST', '/api/admin/chats?chatId=42')).statusCode).toBe(201);

    const list = await call('GET', '/api/admin/chats');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { chatId: 5012345678, receiveNotifications: true },
      { chatId: -1001234567890, receiveNotifications: true },
      { chatId: 42, receiveNotifications: true },
    ]);
  });

  it('answers 409 for a chat that is already an admin', async () => {
    await call('POST', '/api/admin/chats?chatId=77');
    const duplicate = await call('POST', '/api/admin/chats?chatId=77');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Admin already exists' });
  });

  it.each([
    ['', 'chatId: is required'],
    ['?chatId=', 'chatId: must be an integer'],
    ['?chatId=abc', 'chatId: must be an integer'],
    ['?chatId=12.5', 'chatId: must be an integer'],
    ['?chatId=0x10', 'chatId: must be an integer'],
    ['?chatId=9999999999999999', 'chatId: must be a safe integer'],
  ])('answers 400 naming chatId for POST %s', async (query, message) => {
    const response = await call('POST', `/api/admin/chats${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('switches notifications with PUT ?enable= and answers the record', async () => {
    await call('POST', '/api/admin/chats?chatId=-100500');
    const off = await call('PUT', '/api/admin/chats/-100500?enable=false');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ chatId: -100500, receiveNotifications: false });
    const list = await call('GET', '/api/admin/chats');
    expect(list.json()).toEqual([{ chatId: -100500, receiveNotifications: false }]);
    const on = await call('PUT', '/api/admin/chats/-100500?enable=true');
    expect(on.json()).toEqual({ chatId: -100500, receiveNotifications: true });
  });

  it('answers 400 for bad PUT values and 404 for an unknown chat', async () => {
    await call('POST', '/api/admin/chats?chatId=5');
    const missing = await call('PUT', '/api/admin/chats/5');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'enable: is required' });
    const notBoolean = await call('PUT', '/api/admin/chats/5?enable=maybe');
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json()).toEqual({ message: 'enable: must be boolean' });
    const badId = await call('PUT', '/api/admin/chats/five?enable=true');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'chatId: must be an integer' });
    const unknown = await call('PUT', '/api/admin/chats/6?enable=true');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Admin not found' });
  });

  it('deletes with 204 and answers 404 for an unknown chat', async () => {
    await call('POST', '/api/admin/chats?chatId=9');
    const deleted = await call('DELETE', '/api/admin/chats/9');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call('GET', '/api/admin/chats')).json()).toEqual([]);
    const again = await call('DELETE', '/api/admin/chats/9');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Admin not found' });
    expect((await call('DELETE', '/api/admin/chats/x')).statusCode).toBe(400);
  });
});
