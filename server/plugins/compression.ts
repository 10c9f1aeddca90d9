// gzip/brotli for responses over 1 KB made at request time: API answers and any panel file the
// build left without a .br/.gz copy (the static plugin sends those copies as they are).
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 5 keeps brotli at request time cheap; the build's copies use quality 11.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
