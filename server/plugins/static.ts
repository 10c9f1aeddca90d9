// Serves the built panel from distDir: hashed assets cached for a year, index.html never cached,
// and index.html for every other GET so client routes (/admins, /oson-configs/new) survive reload
// (with the admin app's preload links for a signed-in browser: panelIndex.ts).
// The build writes .br and .gz copies of each file (vite.config.ts); they are sent as they are to
// a browser that accepts them, smaller than on-the-fly compression and free per request.
import { statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.ts';
import { PanelIndex } from './panelIndex.ts';

export interface StaticPluginOptions {
  distDir: string;
  /** The panel's run-time settings, written into every index.html sent (panelIndex.ts). */
  settings: object;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export default fp<StaticPluginOptions>(
  async (app, options) => {
    const root = path.resolve(options.distDir);
    // serve: false: only reply.sendFile is wanted; routing stays in the handler below.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
    const panelIndex = new PanelIndex(path.join(root, 'index.html'), options.settings);

    const send = (reply: FastifyReply, file: string, cacheControl: string) => {
      reply.header('cache-control', cacheControl);
      // The answer's encoding depends on Accept-Encoding: a shared cache must keep them apart.
      reply.header('vary', 'Accept-Encoding');
      // A hashed asset never changes, so a validator would never be used: leaving out ETag,
      // Last-Modified and Accept-Ranges takes their bytes off each of a visit's files, which a
      // slow network carries before the files themselves.
      const immutable = cacheControl === IMMUTABLE;
      return reply.sendFile(file, root, {
        cacheControl: false,
        dotfiles: 'deny',
        etag: !immutable,
        lastModified: !immutable,
        acceptRanges: !immutable,
      });
    };

    app.get('/*', async (request, reply) => {
      const requested = (request.params as { '*': string })['*'];
      // /api without a trailing slash is not caught by the /api/* routes; it is still the API.
      if (requested === 'api' || requested.startsWith('api/')) return reply.callNotFound();
      if (!isFile(path.join(root, 'index.html'))) {
        throw new HttpError(503, 'The panel is not built yet: run `npm run build`.');
      }
      const file = path.resolve(root, requested);
      const insideRoot = file.startsWith(root + path.sep);
      // The page itself always goes with the settings written into it.
      if (requested === 'index.html') return panelIndex.send(request, reply, REVALIDATE);
      if (insideRoot && isFile(file)) {
        const cacheControl = requested.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
        return send(reply, path.relative(root, file), cacheControl);
      }
      // A missing script or image must not come back as HTML with 200 (e.g. an old hashed asset
      // after a deploy); only extension-less paths are client routes.
      if (requested.startsWith('assets/') || path.extname(requested)) return reply.callNotFound();
      return panelIndex.send(request, reply, REVALIDATE);
    });
  },
  { name: 'static' },
);
