'use client';

import { socialNetworkFor } from '@/features/menu/social';
import { useSocialLinks } from './use-menu-lists';

/** The CMS's social links as icons; a link whose title names no known network shows nothing (spec §2). */
export function SocialIcons({ className }: { className?: string }) {
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
            <span className="visually-hidden">{link.name}</span>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <use href={link.iconHref} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
