import type { Locale } from '@/lib/i18n/locales';

/** A translator of one namespace, as `getTranslations` gives it on the server (`createTranslator` in tests). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the frame shows of the page's language: its locale, its words, and the same page in the other language. */
export type FrameLanguage = {
  locale: Locale;
  t: Translate;
  /** The same page in the other language (`/hi/notices?year=2026`). */
  otherPage: string;
};
