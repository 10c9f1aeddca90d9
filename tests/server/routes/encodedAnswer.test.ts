// Kept answers are serialised through the route's response schema and compressed once per
// encoding (routes/encodedAnswer.ts): the bytes decode to the same JSON as an identity answer,
// fields the schema does not name stay out, and a second request costs no compression.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type * as Zlib from 'node:zlib';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import compressionPlugin from '../../../server/plugins/compression.ts';
import { EncodedBodies } from '../../../server/routes/encodedAnswer.ts';

const compressions = vi.hoisted(() => ({ br: 0, gzip: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof Zlib>();
  return {
    ...zlib,
    brotliCompressSync: (...args: Parameters<typeof zlib.brotliCompressSync>) => {
      compressions.br += 1;
      return zlib.brotliCompressSync(...args);
    },
    gzipSync: (...args: Parameters<typeof zlib.gzipSync>) => {
      compressions.gzip += 1;
      return zlib.gzipSync(...args);
    },
  };
});

const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `row ${id}`, secret: 'never' }));
const small = [{ id: 1, name: 'one', secret: 'never' }];

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(compressionPlugin);
  const schema = {
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string' } },
        },
      },
    },
  };
  const big = new EncodedBodies(rows);
  const tiny = new EncodedBodies(small);
  app.get('/big', { schema }, async (request, reply) => big.send(request, reply));
  app.get('/tiny', { schema }, async (request, reply) => tiny.send(request, reply));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
const expected = rows.map(({ id, name }) => ({ id, name }));

describe('EncodedBodies', () => {
  it('answers JSON filtered by the response schema to a client that takes no encoding', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toEqual(expected);
  });

  it('compresses once per encoding, in the encoding the client prefers', async () => {
    compressions.br = 0;
    compressions.gzip = 0;
    for (let i = 0; i < 3; i += 1) {
      const br = await get('/big', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
      const gzip = await get('/big', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    }
    expect(compressions).toEqual({ br: 1, gzip: 1 });
  });

  it('leaves answers under the compression threshold uncompressed', async () => {
    const tiny = await get('/tiny', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual([{ id: 1, name: 'one' }]);
  });
});
