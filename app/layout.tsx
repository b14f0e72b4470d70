import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer/footer';
import { Header, HEADER_WITHOUT_JAVASCRIPT } from '@/components/layout/header/header';
import { Providers } from '@/components/providers';
import { ServiceWorker } from '@/components/pwa/service-worker';
import { SessionExpiryNotice } from '@/components/session/session-expiry-notice';
import { getBaseUrl } from '@/lib/base-url';
import { BENCH_REFERENCE_HEADER } from '@/lib/bench-reference';
import { getCmsConnection, loadMenu, loadSocialLinks } from '@/lib/cms/server';
import { getSchool } from '@/lib/content/server';
import { BRAND_PRIMARY } from '@/lib/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  return {
    metadataBase: new URL(baseUrl),
    title: { default: school.name, template: `%s | ${school.name}` },
    description: school.description,
  };
}

export const viewport: Viewport = { themeColor: BRAND_PRIMARY };

export default async function RootLayout({ children }: { children: ReactNode }) {
  if ((await headers()).get(BENCH_REFERENCE_HEADER) === '1') {
    return (
      <html lang="en">
        <body>{children}</body>
      </html>
    );
  }
  const [menu, socialLinks, connection, school] = await Promise.all([loadMenu(), loadSocialLinks(), getCmsConnection(), getSchool()]);
  return (
    <html lang="en">
      <head>
        {/* Browsers may paint a half-parsed page: the first paint waits for the whole header, whose row of
            social icons would otherwise wrap once the rest arrives and shift the page. */}
        <link rel="expect" href="#main" blocking="render" />
        <noscript dangerouslySetInnerHTML={{ __html: HEADER_WITHOUT_JAVASCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Providers connection={connection} menu={menu.items} socialLinks={socialLinks.items}>
          <Header school={school} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer school={school} />
          <SessionExpiryNotice />
        </Providers>
        <ServiceWorker />
      </body>
    </html>
  );
}
