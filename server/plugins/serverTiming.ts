// Server-Timing on every answer of the embedded API: how long the server itself took, from the
// request's arrival (onRequest) to its answer being handed to the socket (onSend), in ms. Browser
// developer tools show it next to each request, and `npm run bench` times the server's own tail
// with it: on a two-core machine, the loopback round trip alone varies more than a kept answer
// takes (see bench/README.md, the p99 rows).
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** process.hrtime.bigint() when the request arrived. */
    arrivedAt: bigint;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('arrivedAt', 0n);
    app.addHook('onRequest', (request, _reply, done) => {
      request.arrivedAt = process.hrtime.bigint();
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const ms = Number(process.hrtime.bigint() - request.arrivedAt) / 1e6;
      reply.header('server-timing', `app;dur=${ms.toFixed(3)}`);
      done(null, payload);
    });
  },
  { name: 'server-timing' },
);
