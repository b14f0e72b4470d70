/**
 * The scheme and host a request names, read from its headers once, one way: the page cache keys a page
 * on them (server/page-cache/requests.ts) and the pages build their absolute links from them
 * (lib/base-url.ts), so two requests the cache takes for one page get the same links. Read two ways,
 * `X-Forwarded-Proto: HTTPS` was one key with the `https` request but an `http://` page, which the cache
 * then served to both. Also what decides HSTS. Imports nothing: the HTTP server uses it too.
 */
type HeaderValue = string | readonly string[] | null | undefined;

export type Scheme = 'http' | 'https';

/** A header's first value (a proxy chain sends `https, http`), trimmed and in lower case. */
function firstValue(value: HeaderValue): string {
  const whole = typeof value === 'string' ? value : (value?.[0] ?? '');
  return (whole.split(',')[0] ?? '').trim().toLowerCase();
}

/** `https` for any spelling of it (`HTTPS`, ` https`, `https, http`); `http` for anything else or nothing. */
export function forwardedScheme(forwardedProto: HeaderValue): Scheme {
  return firstValue(forwardedProto) === 'https' ? 'https' : 'http';
}

/** The scheme and host (X-Forwarded-Host, else Host, in lower case) the request asked for. */
export function requestOrigin(
  forwardedProto: HeaderValue,
  forwardedHost: HeaderValue,
  host: HeaderValue,
): { scheme: Scheme; host: string } {
  return { scheme: forwardedScheme(forwardedProto), host: firstValue(forwardedHost) || firstValue(host) };
}
