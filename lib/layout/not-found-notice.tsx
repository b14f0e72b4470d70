import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteLocale } from '../i18n/locale.ts';
import { localePath } from '../i18n/locales.ts';

/** The 404 page's text, in the language of the address asked for (`/hi/…` is a Hindi 404). */
export async function NotFoundNotice() {
  const [t, locale] = await Promise.all([getTranslations('errors.notFound'), getSiteLocale()]);
  return (
    <section className="container section status-page" aria-labelledby="not-found-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="not-found-title">{t('heading')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link className="button button-primary" href={localePath(locale, '/home')}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
