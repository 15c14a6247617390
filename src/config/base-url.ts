/** `raw` without surrounding space and trailing slashes, or `undefined` when that leaves nothing. */
export function normalizeBaseUrl(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim().replace(/\/+$/, '');
  return trimmed ? trimmed : undefined;
}
