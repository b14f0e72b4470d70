import { site } from '@/lib/site';
import { SocialIcons } from '../../social/social-icons';
import { IntentLink } from '../intent-link';
import { MainNav } from './main-nav';
import { SideMenu } from './side-menu';

/**
 * For the page's <head> inside <noscript> (a style is valid HTML only there): without JavaScript the
 * toggles can do nothing, so the menu shows open and they are hidden. With scripts on it never applies,
 * so the menu cannot flash open before hydration.
 */
export const HEADER_WITHOUT_JAVASCRIPT = '<style>.main-nav{display:block}.mobile-menu-toggle,.side-menu-toggle{display:none}</style>';

export function Header() {
  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <p className="open-hours">{site.openHours}</p>
          <SocialIcons />
        </div>
      </div>
      <div className="container header-inner">
        <IntentLink href="/home" className="brand">
          {/* The letter is drawn by CSS from data-mark, so text browsers and copy-paste skip it instead of
              reading "GGreenwood". */}
          <span className="brand-mark" data-mark="G" aria-hidden="true" />
          <span className="brand-text">
            <span className="brand-name">{site.name}</span>{' '}
            <span className="brand-tagline">CBSE · Nursery to Class XII</span>
          </span>
        </IntentLink>
        <MainNav />
        <SideMenu />
      </div>
    </header>
  );
}
