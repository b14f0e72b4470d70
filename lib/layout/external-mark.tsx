import { useTranslations } from 'next-intl';

/**
 * Said after a link that leaves the site (GIGW 3.0: a visitor is told before leaving), in the page's
 * language, as text so screen readers and text browsers say it too.
 */
export function ExternalMark() {
  const t = useTranslations('gigw');
  return <span className="external-mark"> {t('external')}</span>;
}
