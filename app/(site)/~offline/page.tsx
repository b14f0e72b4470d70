import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSchool } from '@/features/school/server';
import { telHref } from '@/lib/rules/fields';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.offline');
  return { title: t('title'), robots: { index: false } };
}

/** Shown by the service worker for a page that was never visited while the network is down (`/hi/~offline` in Hindi). */
export default async function Offline() {
  const [school, t] = await Promise.all([getSchool(), getTranslations('errors.offline')]);
  return (
    <section className="container section status-page" aria-labelledby="offline-title">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id="offline-title">{t('heading')}</h1>
      <p>
        {t.rich('text', {
          number: school.phone,
          phone: (chunks) => <a href={telHref(school.phone)}>{chunks}</a>,
        })}
      </p>
    </section>
  );
}
