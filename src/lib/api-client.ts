/**
 * The app's one HTTP client (ky), used for the content API and for bundled content alike.
 *
 * Rules (DESIGN.md, "Content API (v1)"): `GET` only, `credentials: 'omit'`, a per-attempt
 * timeout (default 10 s), retries with exponential backoff for network errors, timeouts and 5xx
 * only (never 4xx), and an overall deadline so that whatever fails, the caller gets an error
 * within 25 s. Every failure leaves as a {@link ContentError}.
 */
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { ContentError } from '@/lib/content-error';

/** Per-attempt timeout, in milliseconds. */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Retries after the first attempt. */
export const DEFAULT_RETRY_LIMIT = 2;
/** Upper bound for one request including every retry and backoff, in milliseconds (< 25 s). */
export const DEFAULT_DEADLINE_MS = 24_000;
/** Statuses worth retrying: the server's own failures. */
export const RETRY_STATUS_CODES = [500, 502, 503, 504];

export interface HttpClientOptions {
  /** Absolute base address, or a path that the browser resolves against the page. */
  baseUrl: string;
  timeoutMs?: number;
  retryLimit?: number;
  deadlineMs?: number;
  /** Replaces `fetch` (tests). */
  fetch?: typeof fetch;
}

export interface RequestOptions {
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

/** Creates a client for `baseUrl`; see the module comment for its rules. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
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

  async function get(path: string, accept: string, request: RequestOptions): Promise<Response> {
    const deadline = AbortSignal.timeout(deadlineMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      const searchParams = toSearchParams(request.searchParams);
      return await client.get(path.replace(/^\//, ''), {
        headers: { Accept: accept },
        signal,
        ...(searchParams ? { searchParams } : {}),
      });
    } catch (error) {
      throw classifyFailure(error, request.signal, deadline);
    }
  }

  return {
    async getJson(path, request = {}) {
      const response = await get(path, 'application/json', request);
      const body = await response.text();
      try {
        return JSON.parse(body) as unknown;
      } catch (error) {
        throw new ContentError('invalid-response', 'The response is not valid JSON', response.status, {
          cause: error,
        });
      }
    },
    async getText(path, request = {}) {
      const response = await get(path, 'text/markdown, text/plain;q=0.9', request);
      return response.text();
    },
  };
}
