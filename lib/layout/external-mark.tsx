import { useLocale, useTranslations } from 'next-intl';

/**
 * Said after a link that leaves the site (GIGW 3.0: a visitor is told before leaving), in the page's
 * language, as text so screen readers and text browsers say it too. It carries its language, since it may
 * sit in English text shown on a Hindi page.
 */
export function ExternalMark() {
  const t = useTranslations('gigw');
  return (
    <span className="external-mark" lang={useLocale()}>
      {' '}
      {t('external')}
    </span>
  );
}
