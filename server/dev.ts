// `npm run dev`: the embedded API (no static files) on PORT plus a Vite dev server with hot
// reload on VITE_PORT, which proxies /api and /config.json to the API.
import { createServer } from 'vite';
import { closeOnSignals } from './shutdown.ts';
import {
  buildAppOrExit,
  displayUrl,
  listeningPort,
  loadConfigOrExit,
  printStartup,
} from './startup.ts';

const config = loadConfigOrExit();
const vitePort = Number(process.env.VITE_PORT ?? 5173);
if (!Number.isInteger(vitePort) || vitePort < 0 || vitePort > 65535) {
  console.error(
    `Configuration error: VITE_PORT must be a port number, got "${process.env.VITE_PORT}"`,
  );
  process.exit(1);
}

const app = await buildAppOrExit(config, { serveStatic: false });
await app.listen({ host: config.host, port: config.port });
const apiUrl = displayUrl(config.host, listeningPort(app, config.port));
// A wildcard HOST is shown as localhost; the proxy needs a concrete loopback address.
const apiTarget = apiUrl.replace('//localhost:', '//127.0.0.1:');

// Vite closes itself and exits on SIGTERM (or when stdin ends); closing the API from a plugin
// hook that runs inside vite.close() makes sure the database is closed before that exit.
let apiClosed: Promise<void> | undefined;
const closeApi = () => (apiClosed ??= app.close());

const vite = await createServer({
  plugins: [{ name: 'close-embedded-api', closeBundle: closeApi }],
  server: {
    host: config.host,
    port: vitePort,
    proxy: { '/api': apiTarget, '/config.json': apiTarget },
  },
});
closeOnSignals(async () => {
  await vite.close();
  await closeApi();
});
await vite.listen();

// Vite may move to the next free port, so ask it where it ended up.
const panelUrl = vite.resolvedUrls?.local[0] ?? `${displayUrl(config.host, vitePort)}/`;
console.log(`Admin panel (Vite, hot reload): ${panelUrl}`);
printStartup(app, config, apiUrl);
