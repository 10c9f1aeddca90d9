// Answers that are kept (JournalCache: dashboard figures, journal pages) are also serialised and
// compressed once per encoding and kept with them, instead of again for every request: with many
// panels at once, JSON and brotli of a 100-row page for each request was most of the server's
// CPU. The bytes are those @fastify/compress would send (same encodings, quality
// and threshold); an answer that already carries Content-Encoding passes through that plugin.
import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD_BYTES } from '../plugins/compression.ts';

type Encoding = 'br' | 'gzip';

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body) => gzipSync(body),
};

/** One answer's bodies: the JSON text, and each encoding of it once asked for. */
export class EncodedBodies {
  private json: Buffer | undefined;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(private readonly value: unknown) {}

  /** Sends the answer: compressed bytes when the client takes them, else the JSON text. */
  send(request: FastifyRequest, reply: FastifyReply): void {
    const header = request.headers['accept-encoding'];
    const encoding = header ? negotiator.negotiate(header) : null;
    reply.header('vary', 'accept-encoding');
    // The route's own serializer (its response schema), so the schema's field filter still holds.
    this.json ??= Buffer.from(reply.serialize(this.value) as string);
    if (!encoding || this.json.length < COMPRESS_THRESHOLD_BYTES) {
      reply.type('application/json; charset=utf-8').send(this.json);
      return;
    }
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.json);
      this.encoded.set(encoding, body);
    }
    reply.type('application/json; charset=utf-8').header('content-encoding', encoding).send(body);
  }
}
