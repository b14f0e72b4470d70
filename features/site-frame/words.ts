import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';

export type { Translate };

/** What the frame shows of the page's language: its locale, its words, and the same page in the other language. */
export type FrameLanguage = {
  locale: Locale;
  t: Translate;
  /** The same page in the other language (`/hi/notices?year=2026`). */
  otherPage: string;
};
