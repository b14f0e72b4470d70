import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.tooManyRequests');
  return { title: t('title'), robots: { index: false } };
}

/** What a search shows, with status 429 and Retry-After, once this visitor is out of searches (features/search/guard.ts). */
export default async function TooManyRequests() {
  const [t, locale] = await Promise.all([getTranslations('errors.tooManyRequests'), getSiteLocale()]);
  return (
    <section className="container section status-page" aria-labelledby="too-many-requests-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="too-many-requests-title">{t('heading')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link className="button button-primary" href={localePath(locale, '/home')}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
