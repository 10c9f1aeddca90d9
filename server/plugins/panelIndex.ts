// index.html as the server sends it: with the panel's run-time settings in it (so the start-up
// reads them without a request of its own), and, to the page navigation of a browser that says
// it has a session (the panel's session hint cookie: no secret, only "signed in"), with preload
// links for the admin app's files, so that they download alongside the start-up code instead of
// after it (on a slow phone, a wait the visitor sees). Never for /login, whose visitor is signed out or
// about to sign in again, and never for the service worker's copy of the page (Sec-Fetch-Dest is
// then not "document"): the sign-in page downloads none of the admin app.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADMIN_CHUNK_PREFIX,
  jsonForScriptElement,
  MANIFEST_FILE,
  SESSION_HINT_COOKIE,
  SETTINGS_ELEMENT_ID,
} from '../../contract/pageContract.ts';

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** What the build's manifest (dist/.vite/manifest.json) says of each chunk, as far as used. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The files of the admin app's chunk and of every chunk it imports, with their style sheets. */
function adminFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find(
    (key) =>
      manifest[key].file.startsWith(ADMIN_CHUNK_PREFIX) && manifest[key].file.endsWith('.js'),
  );
  if (entry) visit(entry);
  return [...files];
}

/** The links that start the admin app's download, from the build's manifest ('' without one). */
export function adminPreloadLinks(manifest: unknown): string {
  if (!manifest || typeof manifest !== 'object') return '';
  return adminFiles(manifest as Manifest)
    .filter((file) => /^assets\/[\w.-]+$/.test(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

/** The build's manifest next to index.html, or undefined when it is missing or unreadable. */
function readManifest(indexFile: string): unknown {
  try {
    return JSON.parse(readFileSync(path.join(path.dirname(indexFile), MANIFEST_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Whether this request is a signed-in browser opening a page of the app (not /login). */
export function wantsAdminPreload(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-dest'] !== 'document') return false;
  if (request.url.split('?')[0] === '/login') return false;
  const cookies = request.headers.cookie ?? '';
  return cookies.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);
}

interface Variant {
  plain: Buffer;
  encoded: Record<Encoding, Buffer>;
}

function variant(html: string): Variant {
  const plain = Buffer.from(html);
  return {
    plain,
    encoded: {
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(plain, { level: 9 }),
    },
  };
}

/** The settings as the page's data element (src/settings/settings.ts reads it). */
export function settingsElement(settings: object): string {
  return `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${jsonForScriptElement(settings)}</script>`;
}

/** The two forms of index.html, built once per version of the file and kept. */
export class PanelIndex {
  private cached: { mtimeMs: number; built: Variant; signedIn: Variant } | undefined;

  constructor(
    private readonly file: string,
    private readonly settings: object,
  ) {}

  private variants() {
    const { mtimeMs } = statSync(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) {
      const built = readFileSync(this.file, 'utf8');
      const html = built.replace('</head>', `${settingsElement(this.settings)}</head>`);
      const links = adminPreloadLinks(readManifest(this.file));
      this.cached = {
        mtimeMs,
        built: variant(html),
        signedIn: variant(links ? html.replace('</head>', `${links}</head>`) : html),
      };
    }
    return this.cached;
  }

  send(request: FastifyRequest, reply: FastifyReply, cacheControl: string) {
    const variants = this.variants();
    const chosen = wantsAdminPreload(request) ? variants.signedIn : variants.built;
    const header = request.headers['accept-encoding'];
    const encoding = header ? negotiator.negotiate(header) : null;
    reply
      .header('cache-control', cacheControl)
      // Which page and which bytes depend on both; a shared cache must keep them apart.
      .header('vary', 'Accept-Encoding, Cookie, Sec-Fetch-Dest')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? chosen.encoded[encoding] : chosen.plain);
  }
}
