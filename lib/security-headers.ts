/** Headers every response carries, pages and files alike. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  // A window this site opens, or that opens it, gets no handle on the other (no cross-window attacks).
  'Cross-Origin-Opener-Policy': 'same-origin',
  // Other sites cannot pull our pages, icons or scripts into theirs (Spectre-style reads by embedding).
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Adobe Flash and Acrobat may load no cross-domain policy file from this site.
  'X-Permitted-Cross-Domain-Policies': 'none',
};

export const HSTS = 'max-age=63072000; includeSubDomains';

/** A fresh nonce for one page's scripts. */
export function createNonce(): string {
  return btoa(crypto.randomUUID());
}

/**
 * The page policy: scripts only with this request's nonce (and what they load), the CMS as the one API
 * the browser may call, the school's map (its details in the CMS) as the one frame. Styles allow inline: the page's stylesheet is inlined,
 * and antd injects its styles at run time. Only directives Chromium, Firefox and WebKit all recognise:
 * WebKit logs `manifest-src` as unknown, and `default-src 'self'` already covers the manifest.
 */
export function contentSecurityPolicy(
  nonce: string,
  cmsApiUrl: string | undefined,
  mapEmbedUrl: string | undefined,
  development = false,
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    cmsApiUrl ? `connect-src 'self' ${new URL(cmsApiUrl).origin}` : "connect-src 'self'",
    `frame-src ${mapEmbedUrl ? new URL(mapEmbedUrl).origin : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
  ];
  return directives.join('; ');
}

/**
 * The admin's policy (/admin): Payload's admin is a Next app like the site, so the same nonce rule holds
 * for scripts. It also shows previews of files being uploaded, which are `blob:` images.
 */
export function adminContentSecurityPolicy(nonce: string, development = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** Payload's REST API (/api) answers JSON and files only: nothing it serves may run or load anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The admin and the API are not public pages: search engines index neither. */
export const NOINDEX = 'noindex, nofollow';
