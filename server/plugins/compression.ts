// gzip/brotli for responses over 1 KB: the panel's JavaScript is about three times smaller on the
// wire, which is most of a cold page load on a slow phone network (see `npm run bench`).
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Quality 5 keeps on-the-fly brotli cheap; the hashed assets are cached by the browser.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);
