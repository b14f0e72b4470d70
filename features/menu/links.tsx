'use client';

import { usePathname } from 'next/navigation';
import { localePath, splitLocale } from '../../lib/i18n/locales';
import { useFrame } from '../../lib/layout/frame-context';
import { IntentLink } from '../../lib/layout/intent-link';
import { NavigationLoader } from '../../lib/layout/navigation-loader';
import { useMenuEntries, useSocialLinks } from './providers';
import { menuHref, socialNetworkFor, visibleMenuEntries } from './rules';

type MenuLinksProps = { className?: string; onNavigate?: () => void };

/**
 * The menu as a list of links, shared by the header, the side menu and the footer's Useful Links, each
 * into the page's language. A title shown in English on a Hindi page (the spec's menu API has one title
 * per entry; an embedded entry without Hindi) says so: its entry's `lang`.
 */
export function MenuLinks({ className, onNavigate }: MenuLinksProps) {
  const { locale } = useFrame();
  // The English path whichever the router reports (`/hi/about-us` in the browser, the rewrite's target
  // `/about-us` on the server), so the server's markup and the browser's agree.
  const { path } = splitLocale(usePathname());
  const entries = visibleMenuEntries(useMenuEntries(), path);
  return (
    <ul className={className}>
      {entries.map((entry) => {
        const href = menuHref(entry);
        return (
          <li key={entry.id}>
            <IntentLink
              href={localePath(locale, href)}
              aria-current={path === href ? 'page' : undefined}
              onClick={onNavigate}
              lang={entry.lang && entry.lang !== locale ? entry.lang : undefined}
            >
              {entry.title}
              <NavigationLoader />
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The social links as icons; a link whose title names no known network shows nothing (spec §2). Each leaves
 * the site, which `externalNote` says after its name in the page's language.
 */
export function SocialIcons({ className, externalNote }: { className?: string; externalNote?: string }) {
  const links = useSocialLinks().flatMap((link) => {
    const network = socialNetworkFor(link.title);
    return network ? [{ ...network, url: link.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={`social-icons ${className ?? ''}`}>
      {links.map((link) => (
        <li key={`${link.name} ${link.url}`}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" title={link.name}>
            {/* Text rather than aria-label, so text browsers show the link's name too. */}
            <span className="visually-hidden">
              {link.name}
              {externalNote && ` ${externalNote}`}
            </span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <use href={link.iconHref} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
