'use client';

import { usePathname } from 'next/navigation';
import { menuHref, visibleMenuEntries } from '@/features/menu/rules';
import { IntentLink } from '../../lib/layout/intent-link';
import { NavigationLoader } from '../../lib/layout/navigation-loader';
import { useMenuEntries } from './use-menu-lists';

type MenuLinksProps = { className?: string; onNavigate?: () => void };

/** The CMS menu as a list of links, shared by the header, the side menu and the footer's Useful Links. */
export function MenuLinks({ className, onNavigate }: MenuLinksProps) {
  const pathname = usePathname();
  const entries = visibleMenuEntries(useMenuEntries(), pathname);
  return (
    <ul className={className}>
      {entries.map((entry) => {
        const href = menuHref(entry);
        return (
          <li key={entry.id}>
            <IntentLink href={href} aria-current={pathname === href ? 'page' : undefined} onClick={onNavigate}>
              {entry.title}
              <NavigationLoader />
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
