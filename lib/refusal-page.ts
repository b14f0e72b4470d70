import { DEFAULT_LOCALE, type Locale } from './i18n/locales.ts';
import { NOINDEX } from './security-headers.ts';

export const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': NOINDEX };

/**
 * A small page of its own (no site chrome, no script) for what a form's flow refuses: a link that no longer,
 * or never did, work, a form sent from another site, too many forms or look-ups (429), or a store that failed (503). `back` is the page to go to instead; `headers` are
 * kept, bar its own policy; `lang` is the language of its texts. The texts are the site's own, never anything a
 * visitor sent.
 */
export function refusalPage(
  status: number,
  title: string,
  text: string,
  back: { href: string; label: string },
  headers = new Headers(),
  lang: Locale = DEFAULT_LOCALE,
): Response {
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font:1.05rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem"><main><section aria-labelledby="refusal-title"><h1 id="refusal-title">${title}</h1><p>${text}</p><p><a href="${back.href}">${back.label}</a></p></section></main></body></html>`;
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  return new Response(html, { status, headers });
}
