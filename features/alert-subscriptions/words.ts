import { createTranslator } from 'next-intl';
import type { Locale } from '../../lib/i18n/locales.ts';
import en from '../../lib/i18n/messages/en/alerts.json' with { type: 'json' };
import hi from '../../lib/i18n/messages/hi/alerts.json' with { type: 'json' };

const CATALOGUE = { en, hi } as const satisfies Record<Locale, typeof en>;

/** The alerts' words in `locale`, without a request: for the route handlers and the mail jobs. */
export function alertWords(locale: Locale) {
  return createTranslator({ locale, messages: { alerts: CATALOGUE[locale] }, namespace: 'alerts' });
}
