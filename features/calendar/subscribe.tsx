import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CATEGORIES } from '@/features/calendar/rules';
import { CALENDAR_FEED_PATH } from '@/features/calendar/years';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import styles from './calendar.module.css';

/** How parents put the calendar on their phone: a subscription that follows every change the school makes. */
export async function Subscribe({ baseUrl }: { baseUrl: string }) {
  const [t, plural, locale] = await Promise.all([
    getTranslations('calendar.subscribe'),
    getTranslations('calendar.plurals'),
    getSiteLocale(),
  ]);
  const feedPath = localePath(locale, CALENDAR_FEED_PATH);
  const feed = `${baseUrl}${feedPath}`;
  const webcal = feed.replace(/^https?:/, 'webcal:');
  // The phones' own words (Settings, Subscribe) are English on a Hindi page: most phones show them so.
  const em = (chunks: ReactNode) => <em lang={locale === 'en' ? undefined : 'en'}>{chunks}</em>;
  return (
    <section className={styles.subscribe}>
      <h2 id="subscribe">{t('title')}</h2>
      <p>{t.rich('intro', { address: () => <code className={styles.address}>{feed}</code> })}</p>
      <h3>{t('iphone')}</h3>
      <ol>
        <li>{t.rich('iphoneTap', { em, link: (chunks) => <a href={webcal}>{chunks}</a> })}</li>
        <li>{t.rich('iphoneSettings', { em })}</li>
      </ol>
      <h3>{t('android')}</h3>
      <ol>
        <li>{t.rich('androidBrowser', { em })}</li>
        <li>{t.rich('androidUrl', { em })}</li>
        <li>{t.rich('androidSync', { em })}</li>
      </ol>
      <h3>{t('oneKind')}</h3>
      <ul className={styles.feeds}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <a href={`${feedPath}?category=${category}`}>{t('kindOnly', { kind: plural(category) })}</a>
          </li>
        ))}
      </ul>
      <p>{t.rich('other', { link: (chunks) => <a href={feedPath}>{chunks}</a> })}</p>
    </section>
  );
}
