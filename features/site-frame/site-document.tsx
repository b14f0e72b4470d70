import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getAlert } from '@/features/alert/server';
import { SiteAlert } from '@/features/alert/site-alert';
import { Providers } from '@/features/menu/providers';
import { getMenuApiConnection, loadMenu, loadSocialLinks } from '@/features/menu/server';
import { SessionExpiryNotice } from '@/features/menu/session-expiry-notice';
import { NOTICES_FEED_PATH } from '@/features/notices/rules';
import { getSchool } from '@/features/school/server';
import { Footer } from '@/features/site-frame/footer';
import { Header, HEADER_WITHOUT_JAVASCRIPT } from '@/features/site-frame/header/header';
import { getBaseUrl } from '@/lib/base-url';
import { ServiceWorker } from '@/lib/pwa/service-worker';
import { getSettings } from '@/lib/settings';

/** The site's metadata; `pageTitle` for a page rendered without the site's layout, whose template it lacks. */
export async function siteMetadata(pageTitle?: string): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  return {
    metadataBase: new URL(baseUrl),
    title: pageTitle ? `${pageTitle} | ${school.name}` : { default: school.name, template: `%s | ${school.name}` },
    description: school.description,
  };
}

/**
 * The whole HTML document of every page of the site: the site's root layout renders it, and so does the
 * global not-found page, which Next renders without any layout.
 */
export async function SiteDocument({ children }: { children: ReactNode }) {
  const [menu, socialLinks, connection, school, alert] = await Promise.all([
    loadMenu(),
    loadSocialLinks(),
    getMenuApiConnection(),
    getSchool(),
    getAlert(),
  ]);
  return (
    <html lang="en">
      <head>
        {/* Browsers may paint a half-parsed page: the first paint waits for the whole header, whose row of
            social icons would otherwise wrap once the rest arrives and shift the page. */}
        <link rel="expect" href="#main" blocking="render" />
        <noscript dangerouslySetInnerHTML={{ __html: HEADER_WITHOUT_JAVASCRIPT }} />
        {/* In the document itself rather than the metadata: a page's own `alternates` (its canonical link) replaces the layout's. */}
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${school.name}: notices and circulars`}
          href={NOTICES_FEED_PATH}
        />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <SiteAlert alert={alert} />
        <Providers connection={connection} menu={menu.items} socialLinks={socialLinks.items}>
          <Header school={school} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer school={school} />
          <SessionExpiryNotice />
        </Providers>
        {/* Not under `npm run dev`, where the worker would go on serving cached code that has since changed. */}
        {getSettings().nodeEnv === 'production' && <ServiceWorker />}
      </body>
    </html>
  );
}
