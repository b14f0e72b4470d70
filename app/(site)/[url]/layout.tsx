import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isMenuSlug } from '@/features/menu/rules';

type MenuRouteLayoutProps = { children: ReactNode; params: Promise<{ url: string }> };

/**
 * Whether the CMS publishes the entry, or the menu could not be read (503), the proxy's menu guard
 * (features/menu/guard.ts) has decided before rendering, for every path it sees that could be a menu route.
 */
export default async function MenuRouteLayout({ children, params }: MenuRouteLayoutProps) {
  const { url } = await params;
  // Paths the proxy passes on without asking the guards (a file's name, `/index.html`) or that its guard
  // leaves to their own routes (`/serwist`, `/api`, which the proxy's matcher skips) can reach this route
  // too; none can be a menu route: 404 even mid-outage.
  if (!isMenuSlug(url)) notFound();
  return children;
}
