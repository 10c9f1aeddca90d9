// gzip/brotli for responses over 1 KB made at request time: API answers and any panel file the
// build left without a .br/.gz copy (the static plugin sends those copies as they are).
//
// List answers carry `Content-Range: transactions 0-24/319`, an item range (ra-data-simple-rest),
// which @fastify/compress takes for a byte range and so leaves such answers uncompressed. Routes
// therefore put it in `reply.itemRange`, and a send hook that runs after compression's sets the
// header: the page is compressed like any other answer.
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

declare module 'fastify' {
  interface FastifyReply {
    /** The Content-Range of a list answer ("transactions 0-24/319"), set after compression. */
    itemRange: string | null;
  }
}

async function sendItemRange(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.itemRange) reply.header('content-range', reply.itemRange);
  return payload;
}

/** Shared with routes/encodedAnswer.ts, which compresses kept answers once. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
// Quality 5 keeps brotli at request time cheap; the build's copies use quality 11.
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // In one call rather than through a zlib stream per answer on the thread pool, up to 64 KB
      // (a 100-row journal page fits): a stream costs more to set up than the compression
      // itself, and on Node 20 the plugin's default (8 KB) reads 2 cores as room to overlap that
      // work, which this 2-core host does not have (see the plugin's README). Larger answers
      // still stream.
      syncThreshold: 64 * 1024,
      brotliOptions: BROTLI_OPTIONS,
    });
    app.decorateReply('itemRange', null);
    // Added after compression's own onRoute hook, so this send hook comes after its one.
    app.addHook('onRoute', (route) => {
      const hooks = [route.onSend ?? []].flat() as onSendHookHandler[];
      route.onSend = [...hooks, sendItemRange as onSendHookHandler];
    });
  },
  { name: 'compression' },
);
