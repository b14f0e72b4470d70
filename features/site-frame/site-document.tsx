import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getAlert } from '@/features/alert/server';
import { SiteAlert } from '@/features/alert/site-alert';
import { Providers } from '@/features/menu/providers';
import { getMenuApiConnection, loadMenu, loadSocialLinks } from '@/features/menu/server';
import { SessionExpiryNotice } from '@/features/menu/session-expiry-notice';
import { NOTICES_FEED_PATH } from '@/features/notices/rules';
import { getSchool } from '@/features/school/server';
import { OPEN_SEARCH_PATH } from '@/features/search/rules';
import { Footer } from '@/features/site-frame/footer';
import { Header, HEADER_WITHOUT_JAVASCRIPT } from '@/features/site-frame/header/header';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { DEFAULT_LOCALE, localePath } from '@/lib/i18n/locales';
import { languageAlternates, otherLocale, pageIn, type PageAddress } from '@/lib/i18n/page-address';
import { getPageAddress } from '@/lib/i18n/page-address-server';
import { FrameProvider, type FrameWords } from '@/lib/layout/frame-context';
import { ServiceWorker } from '@/lib/pwa/service-worker';
import { getSettings } from '@/lib/settings';
import {
  DEVANAGARI_FONT_FILES,
  devanagariFontFaces,
  LANGUAGE_LINK_FONT,
  languageLinkFontFace,
} from './devanagari-font';
import type { FrameLanguage } from './words';

/**
 * The site's metadata; `pageTitle` for a page rendered without the site's layout (the 404 of an unknown
 * address), whose template it lacks. Every other page gets its address in both languages (`hreflang`, and
 * `x-default`: English) and its canonical address in its own; a page with its own canonical address says
 * the same through `pageMetadata` (lib/seo.ts).
 */
export async function siteMetadata(pageTitle?: string): Promise<Metadata> {
  const [baseUrl, school, locale, address] = await Promise.all([
    getBaseUrl(),
    getSchool(),
    getSiteLocale(),
    getPageAddress(),
  ]);
  return {
    metadataBase: new URL(baseUrl),
    title: pageTitle ? `${pageTitle} | ${school.name}` : { default: school.name, template: `%s | ${school.name}` },
    description: school.description,
    ...(pageTitle ? {} : { alternates: languageAlternates(baseUrl, locale, `${address.path}${address.query}`) }),
  };
}

/**
 * The whole HTML document of every page of the site, in the language of its address (`/hi/…`: Hindi): the
 * site's root layout renders it, and so does the global not-found page, which Next renders without any layout.
 * `address` stands in for the address asked for where the page must not show it (the 404 page, the same for
 * every address).
 */
export async function SiteDocument({ children, address: given }: { children: ReactNode; address?: PageAddress }) {
  const [menu, socialLinks, connection, school, alert, locale, address, t, errors] = await Promise.all([
    loadMenu(),
    loadSocialLinks(),
    getMenuApiConnection(),
    getSchool(),
    getAlert(),
    getSiteLocale(),
    given ?? getPageAddress(),
    getTranslations('frame'),
    getTranslations('errors.error'),
  ]);
  const language: FrameLanguage = { locale, t, otherPage: pageIn(otherLocale(locale), address) };
  // The spec's menu API has one title per entry, English: on a Hindi page each is shown as it comes, marked
  // so (the menu's loader may have marked them already).
  const menuItems =
    locale !== DEFAULT_LOCALE && getSettings().cmsApiUrl
      ? menu.items.map((entry) => ({ ...entry, lang: entry.lang ?? ('en' as const) }))
      : menu.items;
  // What the client islands show themselves, as plain strings (lib/layout/frame-context.tsx).
  const words: FrameWords = {
    loading: t('loading'),
    error: {
      eyebrow: errors('eyebrow'),
      heading: errors('heading'),
      text: errors('text'),
      retry: errors('retry'),
      home: errors('home'),
    },
  };
  return (
    <html lang={locale}>
      <head>
        {/* Browsers may paint a half-parsed page: the first paint waits for the whole header, whose row of
            social icons would otherwise wrap once the rest arrives and shift the page. */}
        <link rel="expect" href="#main" blocking="render" />
        <noscript dangerouslySetInnerHTML={{ __html: HEADER_WITHOUT_JAVASCRIPT }} />
        {locale === 'hi' && (
          <>
            {/* Only Hindi pages name the Devanagari font: English pages never download it. Both weights are
                preloaded, so both are usually there at the first paint and the text never changes font. */}
            {DEVANAGARI_FONT_FILES.map(({ href }) => (
              <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
            ))}
            <style dangerouslySetInnerHTML={{ __html: devanagariFontFaces() }} />
          </>
        )}
        {locale === 'en' && (
          <>
            {/* The "हिन्दी" of the language link only: a font of that word's glyphs, about 1 kB. */}
            <link rel="preload" href={LANGUAGE_LINK_FONT.href} as="font" type="font/woff2" crossOrigin="anonymous" />
            <style dangerouslySetInnerHTML={{ __html: languageLinkFontFace() }} />
          </>
        )}
        {/* In the document itself rather than the metadata: a page's own `alternates` (its canonical link) replaces the layout's. */}
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t('feedTitle', { name: school.name })}
          href={localePath(locale, NOTICES_FEED_PATH)}
        />
        {/* Browsers offer the site's search from their address bar. */}
        <link
          rel="search"
          type="application/opensearchdescription+xml"
          title={school.name}
          href={localePath(locale, OPEN_SEARCH_PATH)}
        />
      </head>
      <body>
        <FrameProvider locale={locale} words={words}>
          <a className="skip-link" href="#main">
            {t('skipLink')}
          </a>
          <SiteAlert alert={alert} />
          <Providers connection={connection} menu={menuItems} socialLinks={socialLinks.items}>
            <Header school={school} language={language} />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer school={school} language={language} />
            <SessionExpiryNotice />
          </Providers>
        </FrameProvider>
        {/* Not under `npm run dev`, where the worker would go on serving cached code that has since changed. */}
        {getSettings().nodeEnv === 'production' && <ServiceWorker />}
      </body>
    </html>
  );
}
