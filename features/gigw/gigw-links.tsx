import { useLocale, useTranslations } from 'next-intl';
import { GIGW_PAGES, gigwPath } from '../../lib/gigw-pages';
import { isLocale, localePath } from '../../lib/i18n/locales';

/** The footer's links to the website's policies, help and sitemap (GIGW 3.0), in the page's language. */
export function GigwLinks() {
  const t = useTranslations('gigw');
  const asked = useLocale();
  const locale = isLocale(asked) ? asked : 'en';
  return (
    <nav aria-labelledby="footer-gigw" className="footer-gigw">
      <h2 id="footer-gigw">{t('footerHeading')}</h2>
      <ul>
        {GIGW_PAGES.map(({ slug, label }) => (
          <li key={slug}>
            <a href={localePath(locale, gigwPath(slug))}>{t(`pages.${label}`)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
