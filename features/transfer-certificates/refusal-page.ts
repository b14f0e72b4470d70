import { NOINDEX } from '../../lib/security-headers';
import { TC_PATH } from './answer';

export const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };

/**
 * A small page of its own (no site chrome, no script) for what the verification flow refuses: a link that
 * no longer, or never did, work, or a form sent from another site. `headers` are kept, bar its own policy.
 */
export function refusalPage(status: number, title: string, text: string, headers = new Headers()): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font:1.05rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>${title}</h1><p>${text}</p><p><a href="${TC_PATH}">Verify a transfer certificate</a></p></main></body></html>`;
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return new Response(html, { status, headers });
}
