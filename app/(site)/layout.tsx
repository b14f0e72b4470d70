import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata } from '@/features/site-frame/site-document';
import { BRAND_PRIMARY } from '@/lib/theme';
import '../globals.css';

export function generateMetadata(): Promise<Metadata> {
  return siteMetadata();
}

export const viewport: Viewport = { themeColor: BRAND_PRIMARY };

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
