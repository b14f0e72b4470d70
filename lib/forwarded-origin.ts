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

// The last answer (never changed by its callers): a server's requests mostly name the same host, and a
// page cache hit asks twice (for its school, for its key), so its headers are split and lower-cased once.
let last: { forwardedProto: HeaderValue; forwardedHost: HeaderValue; host: HeaderValue; origin: Origin } | undefined;
type Origin = { scheme: Scheme; host: string };

/** The scheme and host (X-Forwarded-Host, else Host, in lower case) the request asked for. */
export function requestOrigin(forwardedProto: HeaderValue, forwardedHost: HeaderValue, host: HeaderValue): Origin {
  if (last && last.forwardedProto === forwardedProto && last.forwardedHost === forwardedHost && last.host === host)
    return last.origin;
  const origin = { scheme: forwardedScheme(forwardedProto), host: firstValue(forwardedHost) || firstValue(host) };
  // Only single values: an array (a repeated header) is a new object every request, never equal.
  if (!Array.isArray(forwardedProto) && !Array.isArray(forwardedHost) && !Array.isArray(host))
    last = { forwardedProto, forwardedHost, host, origin };
  return origin;
}
