import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { findActiveEntry, isMenuSlug } from '@/features/menu/rules';
import { loadMenu } from '@/features/menu/server';

class MenuUnavailableError extends Error {
  override name = 'MenuUnavailableError';
}

type MenuRouteLayoutProps = { children: ReactNode; params: Promise<{ url: string }> };

/**
 * Decides the route's status before anything streams (once the page's body has started, the status is
 * 200): 404 unless the CMS publishes the entry, 5xx if the menu could not be read, so an outage never
 * tells search engines a page is gone.
 */
export default async function MenuRouteLayout({ children, params }: MenuRouteLayoutProps) {
  const { url } = await params;
  // Paths the proxy leaves alone (`/index.html`, `/serwist`) can never be menu routes: 404 even mid-outage.
  if (!isMenuSlug(url)) notFound();
  const menu = await loadMenu();
  if (!menu.ok) throw new MenuUnavailableError('The menu could not be loaded from the CMS');
  if (!findActiveEntry(menu.items, url)) notFound();
  return children;
}
