import type { LocalizationConfig } from 'payload';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/i18n/locales.ts';

/** Each of the site's languages named in its own script, as the admin's language picker shows it. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The choices of a field that records a language (a parent's message, a privacy notice's wording). */
export const LANGUAGE_OPTIONS = LOCALES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/**
 * The site's two languages (lib/i18n/locales.ts): English, the default and the language of every text
 * written before Hindi came, and Hindi. A field marked `localized` keeps a value per language; a read in
 * Hindi without `fallbackLocale: false` gets the English of a field left empty in Hindi.
 */
export const localization: LocalizationConfig = {
  locales: LOCALES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
};
