// API_UPSTREAM mode: every /api request goes to the production backend unchanged, credentials
// included (the backend checks them; this server keeps no accounts in this mode).
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export interface UpstreamPluginOptions {
  /** e.g. https://backend.example.com/api: /api/admin/chats -> .../api/admin/chats */
  upstream: string;
}

export default async function upstreamPlugin(app: FastifyInstance, options: UpstreamPluginOptions) {
  const target = new URL(options.upstream);
  // The upstream's path becomes the rewrite prefix: reply-from resolves paths against the origin,
  // so a path left inside `upstream` would be dropped.
  await app.register(proxy, {
    upstream: target.origin,
    prefix: '/api',
    rewritePrefix: target.pathname.replace(/\/+$/, ''),
  });
}
