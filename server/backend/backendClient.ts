// The gateway's one way to the production backend: each request carries the backend's own account
// (UPSTREAM_USERNAME / UPSTREAM_PASSWORD), added here and nowhere else, and none of the panel's
// headers; each answer is read whole, up to a size limit, within UPSTREAM_TIMEOUT_MS. Nothing is
// retried: a write sent twice could pay twice. Connections are kept alive (undici's Agent). Each
// call is reported (its route, method, outcome and time) to `observe`: the metrics.
import { Agent, request } from 'undici';

/** No answer: the time ran out, the connection failed, or the answer was too large to take. */
export class BackendUnavailable extends Error {
  override name = 'BackendUnavailable';
  constructor(readonly reason: 'timeout' | 'unreachable' | 'too_large') {
    super(`backend ${reason}`);
  }
}

export interface BackendRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Below the backend's API path, with its query string: "/platforms/2", "/features?x=1". */
  path: string;
  /** JSON-serialised as is; undefined sends no body. */
  body?: unknown;
  /** The route pattern the call is made for ('/api/platforms/:id', '/readyz'), for the metrics. */
  route: string;
}

/** Of a call: the class of the backend's status, or why there was no answer. */
export type BackendOutcome = '2xx' | '3xx' | '4xx' | '5xx' | BackendUnavailable['reason'];

/** One call, as the metrics count it. */
export interface BackendCall {
  route: string;
  method: BackendRequest['method'];
  outcome: BackendOutcome;
  seconds: number;
}

const outcomeOfStatus = (status: number): BackendOutcome =>
  status < 300 ? '2xx' : status < 400 ? '3xx' : status < 500 ? '4xx' : '5xx';

export interface BackendAnswer {
  status: number;
  /** The Content-Type header, lower-cased ('' when none). */
  contentType: string;
  text: string;
}

export interface BackendClientOptions {
  /** API_UPSTREAM: origin and API path, no trailing slash. */
  baseUrl: string;
  username: string;
  password: string;
  timeoutMs: number;
  /** Larger answers are dropped as if none came (the login history grows without end). */
  maxAnswerBytes?: number;
  /** Told of every call once it has its answer or none (the metrics). */
  observe?: (call: BackendCall) => void;
}

/** 64 MiB: far above any list the backend answers today, far below the server's memory. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export class BackendClient {
  private readonly agent = new Agent({ keepAliveTimeout: 10_000 });
  private readonly authorization: string;
  private readonly origin: string;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly maxAnswerBytes: number;
  private readonly token: string;
  private readonly password: string;
  private readonly observe: (call: BackendCall) => void;

  constructor(options: BackendClientOptions) {
    const token = Buffer.from(`${options.username}:${options.password}`, 'utf8').toString('base64');
    this.authorization = `Basic ${token}`;
    const url = new URL(options.baseUrl);
    this.origin = url.origin;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
    this.token = token;
    this.password = options.password;
    this.observe = options.observe ?? (() => undefined);
  }

  /** The backend's answer, whatever its status; BackendUnavailable when there is none. */
  async send(call: BackendRequest): Promise<BackendAnswer> {
    const started = performance.now();
    const observe = (outcome: BackendOutcome) =>
      this.observe({
        route: call.route,
        method: call.method,
        outcome,
        seconds: (performance.now() - started) / 1000,
      });
    try {
      const answer = await this.request(call);
      observe(outcomeOfStatus(answer.status));
      return answer;
    } catch (error) {
      if (error instanceof BackendUnavailable) observe(error.reason);
      throw error;
    }
  }

  private async request({ method, path, body }: BackendRequest): Promise<BackendAnswer> {
    const headers: Record<string, string> = {
      authorization: this.authorization,
      // Both kinds it answers, text first: Spring then labels a String answer text/plain and
      // an object JSON (any answer is still read by its body: backendAnswers.ts).
      accept: 'text/plain, application/json',
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.timeoutMs);
    try {
      const answer = await request(`${this.origin}${this.basePath}${path}`, {
        method,
        headers,
        body: payload,
        signal: abort.signal,
        dispatcher: this.agent,
      });
      let size = 0;
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body) {
        size += (chunk as Buffer).length;
        if (size > this.maxAnswerBytes) {
          answer.body.destroy();
          throw new BackendUnavailable('too_large');
        }
        chunks.push(chunk as Buffer);
      }
      const type = answer.headers['content-type'];
      return {
        status: answer.statusCode,
        contentType: String(Array.isArray(type) ? type[0] : (type ?? '')).toLowerCase(),
        text: Buffer.concat(chunks).toString('utf8'),
      };
    } catch (error) {
      if (error instanceof BackendUnavailable) throw error;
      throw new BackendUnavailable(abort.signal.aborted ? 'timeout' : 'unreachable');
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * True when `text` holds the backend's credential: its Authorization token in any answer, its
   * password in an error (a debug page or a message echoing the request). A success is not
   * searched for the bare password, which may be a short word that real data also holds.
   */
  revealsCredential(text: string, isError: boolean): boolean {
    return text.includes(this.token) || (isError && text.includes(this.password));
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
