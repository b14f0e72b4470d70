import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteLocale } from '../i18n/locale.ts';
import { localePath } from '../i18n/locales.ts';

/** The pages that answer a status in place of content, each with its words in `errors.json`. */
type StatusPage = 'notFound' | 'tooManyRequests';

/**
 * A status page's text (a 404, a search's 429), in the language of the address asked for (`/hi/…` is in
 * Hindi), with the way back to the home page.
 */
export async function StatusNotice({ status }: { status: StatusPage }) {
  const [t, locale] = await Promise.all([getTranslations(`errors.${status}`), getSiteLocale()]);
  const titleId = `${status}-title`;
  return (
    <section className="container section status-page" aria-labelledby={titleId}>
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 id={titleId}>{t('heading')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link className="button button-primary" href={localePath(locale, '/home')}>
          {t('home')}
        </Link>
      </p>
    </section>
  );
}
