// Once the app begins to close, every answer says `Connection: close`: Node's server.close()
// ends the connections idle at that moment only, so a keep-alive connection whose request was
// in flight would otherwise stay open after its answer (up to the keep-alive timeout) and hold
// the close back until the grace runs out (shutdown.ts).
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'connection-close' },
);
