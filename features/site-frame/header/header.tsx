import { useTranslations } from 'next-intl';
import { DISCLOSURE_PATH } from '@/features/disclosure/path';
import type { School } from '@/features/school/rules';
import { localePath } from '@/lib/i18n/locales';
import { otherLocale } from '@/lib/i18n/page-address';
import { IntentLink } from '../../../lib/layout/intent-link';
import { SocialIcons } from '../../menu/links';
import { ContactDetails } from '../../school/contact-details';
import { SEARCH_PATH } from '../../search/rules';
import { SearchForm } from '../../search/search-form';
import type { FrameLanguage } from '../words';
import { LanguageLink } from './language-link';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';

/**
 * For the page's <head> inside <noscript> (a style is valid HTML only there): without JavaScript the
 * toggles can do nothing, so the menu shows open and they are hidden. With scripts on it never applies,
 * so the menu cannot flash open before hydration.
 */
export const HEADER_WITHOUT_JAVASCRIPT =
  '<style>.main-nav{display:block}.mobile-menu-toggle,.side-menu-toggle{display:none}</style>';

export function Header({ school, language }: { school: School; language: FrameLanguage }) {
  const { brand } = school;
  const { locale, t } = language;
  const gigw = useTranslations('gigw');
  const search = useTranslations('search.form');
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <LanguageLink
            locale={otherLocale(locale)}
            label={t(`language.${otherLocale(locale)}`)}
            href={language.otherPage}
          />
          <p className="open-hours">{school.openHours}</p>
          {/* CBSE requires a prominent link to the disclosure from the home page; the top bar puts it on every page. */}
          <a className="top-bar-link" href={localePath(locale, DISCLOSURE_PATH)}>
            {t('header.disclosure')}
          </a>
          <SearchForm
            action={localePath(locale, SEARCH_PATH)}
            words={{ label: search('label'), placeholder: search('placeholder'), submit: search('submit') }}
            id="site-search-query"
            className="search-form site-search"
            name={{ label: search('landmark') }}
          />
          <SocialIcons externalNote={gigw('external')} />
        </div>
      </div>
      <div className="container header-inner">
        <IntentLink href={localePath(locale, '/home')} className="brand">
          {/* The letter is drawn by CSS from data-mark, so text browsers and copy-paste skip it instead of
              reading "GGreenwood". */}
          {brand.logo ? (
            <img className="brand-logo" src={brand.logo} alt="" width={40} height={40} />
          ) : (
            <span className="brand-mark" data-mark={brand.mark} aria-hidden="true" />
          )}
          <span className="brand-text">
            <span className="brand-name">{school.name}</span> <span className="brand-tagline">{brand.caption}</span>
          </span>
        </IntentLink>
        <MainNav label={t('header.mainNav')} buttonLabel={t('header.mobileMenu')} />
        <SideMenu
          title={school.name}
          contact={
            <ContactDetails
              school={school}
              labels={{ phone: t('contact.phone'), email: t('contact.email') }}
              locale={locale}
            />
          }
          labels={{
            button: t('header.sideMenu'),
            links: t('header.sideMenuLinks'),
            contact: t('header.contactUs'),
            external: gigw('external'),
          }}
        />
      </div>
    </header>
  );
}
