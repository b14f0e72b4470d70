import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteDocument, siteMetadata } from '@/features/site-frame/site-document';
import { StatusNotice } from '@/lib/layout/status-notice';
import { reportNotFound } from '@/lib/shown-page';
import { BRAND_PRIMARY } from '@/lib/theme';
import './globals.css';

// With two root layouts (the site's and the benchmark's), a URL that matches no route has no layout to
// render in: Next renders this page alone, so it brings the site's whole document itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  return siteMetadata(t('title'));
}

export const viewport: Viewport = { themeColor: BRAND_PRIMARY };

// The same bytes for every address not found: the language link goes to the other language's home page,
// never to the address asked for, so the page cache keeps one 404 per language (lib/shown-page.ts).
const SHOWN_ADDRESS = { path: '/home', query: '' };

export default async function GlobalNotFound() {
  await reportNotFound();
  return (
    <SiteDocument address={SHOWN_ADDRESS}>
      <StatusNotice status="notFound" />
    </SiteDocument>
  );
}
