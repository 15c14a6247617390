/**
 * The app's one HTTP client (ky), used for the content API and for bundled content alike.
 *
 * Rules (`docs/design.md` §6.2): `GET` only, `credentials: 'omit'`, a per-attempt
 * timeout (default 10 s), retries with exponential backoff for network errors, timeouts and 5xx
 * only (never 4xx), and an overall deadline so that whatever fails, the caller gets an error
 * within 25 s. Bodies larger than {@link DEFAULT_MAX_RESPONSE_BYTES} are refused while they
 * stream in, so a runaway response cannot freeze the page. Every failure leaves as a
 * {@link ContentError}.
 */
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ContentError } from '@/lib/content/content-error';

/** Per-attempt timeout, in milliseconds. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Retries after the first attempt. */
const DEFAULT_RETRY_LIMIT = 2;
/** Upper bound for one request including every retry and backoff, in milliseconds (< 25 s). */
const DEFAULT_DEADLINE_MS = 24_000;
/** Statuses worth retrying: the server's own failures. */
const RETRY_STATUS_CODES = [500, 502, 503, 504];
/** Largest body accepted, in bytes: a page of 50 items is a few tens of kilobytes. */
const DEFAULT_MAX_RESPONSE_BYTES = 5_000_000;

export interface HttpClientOptions {
  /** Absolute base address, or a path that the browser resolves against the page. */
  baseUrl: string;
  timeoutMs?: number;
  retryLimit?: number;
  deadlineMs?: number;
  /** Largest body accepted, in bytes. */
  maxResponseBytes?: number;
  /** Replaces `fetch` (tests). */
  fetch?: typeof fetch;
}

interface RequestOptions {
  searchParams?: Record<string, string | number | undefined>;
  /** Cancels the request (screen or locale changed); surfaces as kind `cancelled`. */
  signal?: AbortSignal;
}

export interface HttpClient {
  /** GETs `path` and parses the body as JSON (`unknown`: the caller validates it). */
  getJson(path: string, options?: RequestOptions): Promise<unknown>;
  /** GETs `path` and returns the body as text. */
  getText(path: string, options?: RequestOptions): Promise<string>;
}

function toSearchParams(params: RequestOptions['searchParams']): URLSearchParams | undefined {
  if (!params) return undefined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}

function classifyFailure(error: unknown, caller: AbortSignal | undefined, deadline: AbortSignal): ContentError {
  if (error instanceof ContentError) return error;
  if (caller?.aborted) return new ContentError('cancelled', 'The request was cancelled', undefined, { cause: error });
  if (deadline.aborted || error instanceof TimeoutError) {
    return new ContentError('timeout', 'The request timed out', undefined, { cause: error });
  }
  if (error instanceof HTTPError) {
    const { status } = error.response;
    if (status === 404) return new ContentError('not-found', `Not found (${status})`, status, { cause: error });
    if (status >= 500) return new ContentError('server', `Server error (${status})`, status, { cause: error });
    return new ContentError('bad-request', `Request refused (${status})`, status, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ContentError('network', message, undefined, { cause: error });
}

function tooLarge(status: number, limit: number): ContentError {
  return new ContentError('invalid-response', `The response is larger than ${limit} bytes`, status);
}

/**
 * Reads `response`'s body as UTF-8 text, giving up (and cancelling the download) as soon as it
 * passes `limit` bytes, whether or not `Content-Length` announced it.
 * @throws {ContentError} kind `invalid-response` when the body is too large.
 */
async function readBodyWithin(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge(response.status, limit);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw tooLarge(response.status, limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** Creates a client for `baseUrl`; see the module comment for its rules. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const client: KyInstance = ky.create({
    prefixUrl: base,
    credentials: 'omit',
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      methods: ['get'],
      statusCodes: RETRY_STATUS_CODES,
      afterStatusCodes: [503],
      maxRetryAfter: 5_000,
      backoffLimit: 2_000,
      retryOnTimeout: true,
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  /** The response's status and body (within the size limit, and the deadline). */
  async function get(path: string, accept: string, request: RequestOptions): Promise<{ status: number; body: string }> {
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      const searchParams = toSearchParams(request.searchParams);
      const response = await client.get(path.replace(/^\//, ''), {
        headers: { Accept: accept },
        signal,
        ...(searchParams ? { searchParams } : {}),
      });
      return { status: response.status, body: await readBodyWithin(response, maxBytes) };
    } catch (error) {
      throw classifyFailure(error, request.signal, deadline);
    }
  }

  return {
    async getJson(path, request = {}) {
      const { status, body } = await get(path, 'application/json', request);
      try {
        return JSON.parse(body) as unknown;
      } catch (error) {
        throw new ContentError('invalid-response', 'The response is not valid JSON', status, {
          cause: error,
        });
      }
    },
    async getText(path, request = {}) {
      return (await get(path, 'text/markdown, text/plain;q=0.9', request)).body;
    },
  };
}
