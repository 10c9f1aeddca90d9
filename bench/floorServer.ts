// The machine's own floor for a request: a bare node:http server in a process of its own that
// answers every GET with the same 2.7 KB of JSON (about a compressed journal page), timed by
// the same client as the real server. On a two-core machine the loopback round trip alone varies
// several-fold from one request to the next; this row says by how much, in the same run.
import { fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const BODY = Buffer.from(JSON.stringify({ rows: 'x'.repeat(2700) }));
const FLOOR_ARG = '--floor-server';

export interface FloorServer {
  url: string;
  stop: () => Promise<void>;
}

export function startFloorServer(): Promise<FloorServer> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [FLOOR_ARG], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('message', (port: number) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    );
  });
}

// This module forked as the floor server: listen, say on which port, answer until killed.
if (process.argv[2] === FLOOR_ARG && process.send) {
  process.once('disconnect', () => process.exit(0));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': BODY.length });
    response.end(BODY);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send!(typeof address === 'object' && address ? address.port : 0);
  });
}
