import { getTranslations } from 'next-intl/server';
import { getSiteLocale } from '../i18n/locale.ts';
import type { Locale } from '../i18n/locales.ts';

// As Indians write a date in each language ("26 November 2026", "26 नवंबर 2026"), in IST, digits 0–9.
const DATES: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }),
};

/** The date of a page's latest published change: GIGW asks for it, and CBSE counts outdated disclosure data as a violation. */
export async function LastUpdated({ at }: { at: string }) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const [t, locale] = await Promise.all([getTranslations('frame'), getSiteLocale()]);
  return (
    <p className="last-updated">
      {t('lastUpdated')} <time dateTime={date.toISOString()}>{DATES[locale].format(date)}</time>
    </p>
  );
}
