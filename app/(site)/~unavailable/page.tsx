import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSchool } from '@/features/school/server';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { telHref } from '@/lib/rules/fields';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.unavailable');
  return { title: t('title'), robots: { index: false } };
}

/** What a menu route shows, with status 503, while the menu cannot be read from the CMS. */
export default async function Unavailable() {
  const [school, t, locale] = await Promise.all([getSchool(), getTranslations('errors.unavailable'), getSiteLocale()]);
  return (
    <section className="container section status-page" aria-labelledby="unavailable-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="unavailable-title">{t('heading')}</h1>
      <p>
        {t.rich('text', {
          number: school.phone,
          phone: (chunks) => <a href={telHref(school.phone)}>{chunks}</a>,
        })}
      </p>
      <p>
        <Link className="button button-primary" href={localePath(locale, '/home')}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
