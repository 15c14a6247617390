/**
 * The content client's one error type. Each kind maps to one localized message
 * (`errors.<kind>` in the catalogues); `docs/design.md` §6.4 keeps network error, timeout, cancellation,
 * bad request and bad response distinct.
 */

/** Why content could not be read; each has its catalogue message ({@link CONTENT_ERROR_MESSAGE_KEY}). */
export type ContentErrorKind =
  'network' | 'timeout' | 'cancelled' | 'not-found' | 'bad-request' | 'server' | 'invalid-response';

/** A failed content request; `kind` decides what the visitor reads, `message` is for logs. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(
    readonly kind: ContentErrorKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The catalogue key of each kind's message. */
export const CONTENT_ERROR_MESSAGE_KEY = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  cancelled: 'errors.cancelled',
  'not-found': 'errors.notFound',
  'bad-request': 'errors.badRequest',
  server: 'errors.server',
  'invalid-response': 'errors.invalidResponse',
} as const satisfies Record<ContentErrorKind, `errors.${string}`>;

/** Any thrown value as a {@link ContentError} (unknown failures count as `network`). */
export function toContentError(error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ContentError('cancelled', 'The request was cancelled', undefined, { cause: error });
  }
  return new ContentError('network', error instanceof Error ? error.message : String(error), undefined, {
    cause: error,
  });
}

/**
 * Kinds that mean "the API could not be reached or did not work", where saved or bundled content
 * stands in and asking again later may succeed. A 404 or other 4xx is the API's answer and is
 * shown as it is.
 */
const RECOVERABLE_KINDS: ReadonlySet<ContentErrorKind> = new Set(['network', 'timeout', 'server', 'invalid-response']);

/** Whether `error` is of a {@link RECOVERABLE_KINDS} kind. */
export function isRecoverable(error: ContentError): boolean {
  return RECOVERABLE_KINDS.has(error.kind);
}

/**
 * Whether a query's data stays on screen despite its failure: a refresh of data already shown
 * that failed for a passing reason (the saved-content notice says so). Any other failure replaces
 * the data with its message.
 */
export function keepsDataThroughFailure(query: { readonly isRefetchError: boolean; readonly error: unknown }): boolean {
  return query.isRefetchError && isRecoverable(toContentError(query.error));
}
