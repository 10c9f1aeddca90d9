// Launcher for `npm run serve` / `npm start`: builds the app, listens on HOST:PORT, prints where
// to go and how to sign in, and closes the app (and its database) on SIGTERM/SIGINT.
import {
  buildAppOrExit,
  closeOnSignals,
  displayUrl,
  listeningPort,
  loadConfigOrExit,
  printStartup,
} from './startup.ts';

const config = loadConfigOrExit();
const app = await buildAppOrExit(config);
closeOnSignals(() => app.close());
await app.listen({ host: config.host, port: config.port });

const url = displayUrl(config.host, listeningPort(app, config.port));
console.log(`Admin panel: ${url}/`);
printStartup(app, config, url);
