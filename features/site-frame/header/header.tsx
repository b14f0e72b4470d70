import { useTranslations } from 'next-intl';
import { DISCLOSURE_PATH } from '@/features/disclosure/path';
import type { School } from '@/features/school/rules';
import { IntentLink } from '../../../lib/layout/intent-link';
import { SocialIcons } from '../../menu/links';
import { ContactDetails } from '../../school/contact-details';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';

/**
 * For the page's <head> inside <noscript> (a style is valid HTML only there): without JavaScript the
 * toggles can do nothing, so the menu shows open and they are hidden. With scripts on it never applies,
 * so the menu cannot flash open before hydration.
 */
export const HEADER_WITHOUT_JAVASCRIPT =
  '<style>.main-nav{display:block}.mobile-menu-toggle,.side-menu-toggle{display:none}</style>';

export function Header({ school }: { school: School }) {
  const { brand } = school;
  const gigw = useTranslations('gigw');
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <p className="open-hours">{school.openHours}</p>
          {/* CBSE requires a prominent link to the disclosure from the home page; the top bar puts it on every page. */}
          <a className="top-bar-link" href={DISCLOSURE_PATH}>
            Mandatory Public Disclosure
          </a>
          <SocialIcons externalNote={gigw('external')} />
        </div>
      </div>
      <div className="container header-inner">
        <IntentLink href="/home" className="brand">
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
        <MainNav />
        <SideMenu title={school.name} contact={<ContactDetails school={school} />} />
      </div>
    </header>
  );
}
