import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from '../i18n/locales.ts';
import en from '../i18n/messages/en/forms.json' with { type: 'json' };
import hi from '../i18n/messages/hi/forms.json' with { type: 'json' };

const CATALOGUE = { en, hi } as const satisfies Record<Locale, typeof en>;

/**
 * The parents' forms' words in `locale` (the catalogue's `forms` namespace), without a request: the same
 * words serve a page, a form's route handler, its field rules and the mail job, which runs outside any
 * request. Numbers are passed in formatted; digits stay 0–9 in both languages.
 */
export function formWords(locale: Locale) {
  return createTranslator({ locale, messages: { forms: CATALOGUE[locale] }, namespace: 'forms' });
}

export type FormWords = ReturnType<typeof formWords>;

/** The language a form's POST came in: the proxy sets it from the path (`/hi/forms/…`), and only the proxy. */
export function postedLocale(request: Request): Locale {
  const locale = request.headers.get(LOCALE_HEADER);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
