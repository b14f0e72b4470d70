import { getTranslations } from 'next-intl/server';
import { GIGW_PAGES, gigwPath } from '../../lib/gigw-pages';
import { getSiteLocale } from '../../lib/i18n/locale';
import { localePath } from '../../lib/i18n/locales';
import { ALERTS_PATH } from '../alert-subscriptions/rules';
import { BOOK_LIST_PATH } from '../book-lists/rules';
import { CALENDAR_FEED_PATH, CALENDAR_PATH } from '../calendar/years';
import { DISCLOSURE_PATH } from '../disclosure/path';
import { GALLERY_PATH } from '../gallery/rules';
import { menuHref, visibleMenuEntries } from '../menu/rules';
import { loadMenu } from '../menu/server';
import { GRIEVANCE_PATH, WITHDRAW_PATH } from '../messages/rules';
import { NOTICES_FEED_PATH, NOTICES_PATH } from '../notices/rules';
import { SEARCH_PATH } from '../search/rules';
import { TC_PATH } from '../transfer-certificates/rules';

type Link = { href: string; label: string };

/** Every page a visitor can reach, in the page's language: the menu's, the school's fixed pages, the forms, GIGW's. */
export async function SiteMapList() {
  const [t, locale, menu] = await Promise.all([getTranslations('gigw'), getSiteLocale(), loadMenu()]);
  const menuLinks: Link[] = visibleMenuEntries(menu.items, '/').map((entry) => ({
    href: menuHref(entry),
    label: entry.title,
  }));
  const sections: { heading: string; links: Link[] }[] = [
    {
      heading: t('siteMap.menu'),
      links: menuLinks.some((link) => link.href === '/home')
        ? menuLinks
        : [{ href: '/home', label: t('siteMap.home') }, ...menuLinks],
    },
    {
      heading: t('siteMap.school'),
      links: [
        { href: NOTICES_PATH, label: t('siteMap.notices') },
        { href: NOTICES_FEED_PATH, label: t('siteMap.noticesFeed') },
        { href: CALENDAR_PATH, label: t('siteMap.calendar') },
        { href: CALENDAR_FEED_PATH, label: t('siteMap.calendarFeed') },
        { href: GALLERY_PATH, label: t('siteMap.gallery') },
        { href: BOOK_LIST_PATH, label: t('siteMap.bookList') },
        { href: DISCLOSURE_PATH, label: t('siteMap.disclosure') },
      ],
    },
    {
      heading: t('siteMap.forms'),
      links: [
        { href: SEARCH_PATH, label: t('siteMap.search') },
        { href: TC_PATH, label: t('siteMap.transferCertificate') },
        { href: GRIEVANCE_PATH, label: t('siteMap.grievance') },
        { href: WITHDRAW_PATH, label: t('siteMap.withdraw') },
        { href: ALERTS_PATH, label: t('siteMap.alerts') },
      ],
    },
    {
      heading: t('siteMap.website'),
      links: GIGW_PAGES.map(({ slug, label }) => ({ href: gigwPath(slug), label: t(`pages.${label}`) })),
    },
  ];
  return (
    <nav className="container section prose site-map" aria-labelledby="site-map-heading">
      <h2 id="site-map-heading">{t('siteMap.heading')}</h2>
      {sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          <ul>
            {section.links.map((link) => (
              <li key={link.href}>
                <a href={localePath(locale, link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
