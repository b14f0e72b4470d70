import type { Locale } from '../locales.ts';

/**
 * The site's own words, one catalogue per language, split by namespace so each part of the site keeps its
 * words beside the others'. A namespace is `frame` (header, footer, 404, offline, errors), `forms`, …
 * Each `<locale>/<namespace>.json` is a flat or nested object of ICU messages (next-intl).
 */
export const NAMESPACES = [
  'frame',
  'errors',
  'notices',
  'calendar',
  'gallery',
  'pages',
  'bookLists',
  'disclosure',
  'transferCertificates',
  'forms',
  'attention',
  'gigw',
  'search',
  'alerts',
] as const;

export type Messages = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const file = (await import(`./${locale}/${namespace}.json`)) as { default: Record<string, unknown> };
      return [namespace, file.default] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
