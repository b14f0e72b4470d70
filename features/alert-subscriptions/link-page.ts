import type { Locale } from '../../lib/i18n/locales.ts';
import { PRIVATE } from '../../lib/refusal-page.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The small page a mail's link opens (no site chrome, no script): a title, a line, and either the button
 * that does what the link is for, POSTed to the same address, or a link onwards. A GET only shows this: mail
 * scanners open links, and must not confirm or stop anything. Never kept by any cache.
 */
export function linkPage(
  status: number,
  page: { title: string; text: string; lang: Locale },
  next: { button: string; action: string } | { href: string; label: string },
): Response {
  const action =
    'action' in next
      ? `<form method="post" action="${escapeHtml(next.action)}"><button type="submit">${escapeHtml(next.button)}</button></form>`
      : `<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>`;
  const html = `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(page.title)}</title></head><body style="font:1.05rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.text)}</p>${action}</main></body></html>`;
  const headers = new Headers(PRIVATE);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The token is in the address: no other site is told it.
  headers.set('Referrer-Policy', 'no-referrer');
  headers.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  return new Response(html, { status, headers });
}
