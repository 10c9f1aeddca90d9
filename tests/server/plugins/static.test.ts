// The built panel: files, cache headers, index.html fallback for client routes, 503 when unbuilt.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, makeTempDir, removeTempDirs } from '../helpers.ts';
import { MANIFEST_FILE, SETTINGS_ELEMENT_ID } from '../../../contract/pageContract.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The page as sent: as built, with the run-time settings (those of /config.json) in its head. */
async function sentPage(server: FastifyInstance, built: string): Promise<string> {
  const settings = (await server.inject({ url: '/config.json' })).body;
  const element = `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${settings}</script>`;
  return built.replace('</head>', `${element}</head>`);
}

function makeDist(): string {
  const dist = makeTempDir('server-dist-');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("panel");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(removeTempDirs);

describe('static panel', () => {
  it("sends the build's precompressed copy the browser accepts, brotli first", async () => {
    const dist = makeDist();
    const script = `console.log(${JSON.stringify('panel '.repeat(400))});`;
    const file = path.join(dist, 'assets', 'big-abc123.js');
    writeFileSync(file, script);
    // Marked copies: the answer must be these files, not a compression made on the fly.
    writeFileSync(`${file}.br`, brotliCompressSync(`${script}//br`));
    writeFileSync(`${file}.gz`, gzipSync(`${script}//gz`));
    ({ app } = await buildTestApp({ DIST_DIR: dist }));
    const url = '/assets/big-abc123.js';

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}//br`);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses on the fly a file the build left without copies', async () => {
    const dist = makeDist();
    const script = `console.log(${JSON.stringify('plain '.repeat(400))});`;
    writeFileSync(path.join(dist, 'assets', 'lone-abc123.js'), script);
    ({ app } = await buildTestApp({ DIST_DIR: dist }));
    const response = await app.inject({
      url: '/assets/lone-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("panel");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators or ranges: fewer header bytes per file.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('keeps the validators of a file that is revalidated', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['last-modified']).toBeDefined();
  });

  it.each(['/', '/admins', '/login-devices', '/oson-configs/new', '/index.html'])(
    'answers index.html, never cached, with a CSP without inline scripts for %s',
    async (url) => {
      ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(await sentPage(app!, INDEX_HTML));
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    },
  );

  it('serves other files revalidated and does not answer HTML for a missing asset', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('does not serve files outside the dist directory', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
    const response = await app.inject({ url: '/../../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
    const encoded = await app.inject({ url: '/%2e%2e/%2e%2e/%2e%2e/etc/passwd' });
    expect(encoded.body).not.toContain('root:');
  });

  it('keeps /api answers JSON even though the panel catches other GETs', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }));
    const bare = await app.inject({ url: '/api' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ message: 'Not found' });
    const anonymous = await app.inject({ url: '/api/features' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 503 with a hint to build when the dist directory has no index.html', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeTempDir('server-empty-dist-') }));
    const response = await app.inject({ url: '/admins' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('npm run build');
    const config = await app.inject({ url: '/config.json' });
    expect(config.statusCode).toBe(200);
  });

  it('is left out entirely when serveStatic is false (npm run dev)', async () => {
    ({ app } = await buildTestApp({ DIST_DIR: makeDist() }, { serveStatic: false }));
    const response = await app.inject({ url: '/admins' });
    expect(response.statusCode).toBe(404);
  });

  describe("a signed-in browser's page", () => {
    // As Vite writes dist/.vite/manifest.json (the admin chunk keyed by its file).
    const MANIFEST = {
      '_adminEntry-1.js': {
        file: 'assets/adminEntry-1.js',
        imports: ['_vendor-2.js'],
        css: ['assets/adminEntry-3.css'],
      },
      '_vendor-2.js': { file: 'assets/vendor-2.js' },
      'src/pages/dashboard/Dashboard.tsx': { file: 'assets/Dashboard-4.js' },
    };
    const WITH_CHUNKS = INDEX_HTML;
    const SIGNED_IN = { 'sec-fetch-dest': 'document', cookie: 'theme=dark; panel_session=1' };

    async function appWithChunks() {
      const dist = makeDist();
      mkdirSync(path.join(dist, '.vite'));
      writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(MANIFEST));
      ({ app } = await buildTestApp({ DIST_DIR: dist }));
      return app;
    }
    const preloads = (html: string) => [...html.matchAll(/<link rel="[^"]+"[^>]*href="([^"]+)">/g)];

    it("starts the admin app's download from the page itself", async () => {
      const server = await appWithChunks();
      const page = await server.inject({ url: '/transactions', headers: SIGNED_IN });
      expect(page.statusCode).toBe(200);
      expect(page.headers.vary).toBe('Accept-Encoding, Cookie, Sec-Fetch-Dest');
      const head = page.body.split('</head>')[0];
      expect(head).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/adminEntry-1.js">',
      );
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">');
      expect(head).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/adminEntry-3.css">',
      );
      expect(preloads(page.body).map((match) => match[1])).not.toContain('/assets/Dashboard-4.js');
      // Compressed once like the build's own files; the same page either way.
      const br = await server.inject({
        url: '/',
        headers: { ...SIGNED_IN, 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('adminEntry-1.js');
    });

    it.each([
      ['a signed-out visit', { 'sec-fetch-dest': 'document' }, '/'],
      ['the sign-in page', SIGNED_IN, '/login'],
      ["the service worker's copy", { cookie: 'panel_session=1', 'sec-fetch-dest': 'empty' }, '/'],
      ['another cookie', { 'sec-fetch-dest': 'document', cookie: 'panel_session=0' }, '/'],
    ])('leaves the page as built for %s', async (_case, headers, url) => {
      const server = await appWithChunks();
      const page = await server.inject({ url, headers });
      expect(page.body).toBe(await sentPage(server, WITH_CHUNKS));
    });
  });
});
