import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { SchoolJsonLd } from '@/components/seo/school-json-ld';
import { getBaseUrl } from '@/lib/base-url';
import { loadMenu } from '@/lib/cms/server';
import { findActiveEntry, menuHref } from '@/lib/menu';
import { pageMetadata } from '@/lib/seo';

type MenuRouteProps = { params: Promise<{ url: string }> };

export async function generateMetadata({ params }: MenuRouteProps): Promise<Metadata> {
  const [{ url }, menu, baseUrl] = await Promise.all([params, loadMenu(), getBaseUrl()]);
  const entry = findActiveEntry(menu.items, url);
  return pageMetadata(baseUrl, entry ? menuHref(entry) : `/${url}`, entry);
}

/** Every active menu entry shows the home page (spec §2); the layout has already checked the entry. */
export default function MenuRoutePage() {
  return (
    <>
      <HomePage />
      <SchoolJsonLd />
    </>
  );
}
