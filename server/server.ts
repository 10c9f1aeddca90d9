// Launcher for `npm run serve` / `npm start`: builds the app, listens on HOST:PORT, prints where
// to go and how to sign in, and on SIGTERM/SIGINT stops cleanly (shutdown.ts): requests in flight
// finish within SHUTDOWN_GRACE_MS, the database closes, the exit code is 0.
import { CLOSE_MARGIN_MS, closeOnSignals, closeWithGrace } from './shutdown.ts';
import {
  buildAppOrExit,
  displayUrl,
  listeningPort,
  loadConfigOrExit,
  printStartup,
} from './startup.ts';

const config = loadConfigOrExit();
const app = await buildAppOrExit(config);
closeOnSignals(() => closeWithGrace(app, config.shutdownGraceMs), {
  // A gateway's request cut at the end of the grace still waits for the backend's answer (up to
  // UPSTREAM_TIMEOUT_MS) so that the audit log gets the write's outcome.
  deadlineMs: config.shutdownGraceMs + config.upstreamTimeoutMs + CLOSE_MARGIN_MS,
});
await app.listen({ host: config.host, port: config.port });

const url = displayUrl(config.host, listeningPort(app, config.port));
console.log(`Admin panel: ${url}/`);
printStartup(app, config, url);
