import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';
import { API_CONTENT_SECURITY_POLICY, NOINDEX, SECURITY_HEADERS } from './lib/security-headers.ts';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One deployable build: .next/standalone/server.js with only the node_modules it needs (see Dockerfile).
  output: 'standalone',
  poweredByHeader: false,
  // The HTTP server compresses what it hands to Next (server/compression.ts), below the page cache.
  compress: false,
  reactStrictMode: true,
  experimental: {
    // The whole stylesheet is 2.8 kB gzip: inlined, a phone paints the page without a second round trip
    // (Lighthouse with devtools throttling: LCP of /home 1.3 s -> 0.8 s), at the price of not caching it.
    inlineCss: true,
    // The site, the CMS's admin and the benchmark's reference page have separate root layouts, so a URL
    // matching no route needs app/global-not-found.tsx to render the site's 404 page.
    globalNotFound: true,
  },
  // What @serwist/turbopack's `withSerwist` adds: the worker's bundler stays outside Turbopack's bundle.
  // Written out rather than imported, because importing it loads Next's server config at import time,
  // which breaks every tool that reads this file (next/jest among them).
  serverExternalPackages: [
    'esbuild',
    'esbuild-wasm',
    // One copy of Payload's core in the server, loaded from node_modules: the proxy, the instrumentation and
    // the routes are bundled apart, and each bundled copy had its own error classes, so a save refused by
    // the copy that started Payload reached the API's error handler (another copy) without its reasons.
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    '@payloadcms/drizzle',
    // The PDF reader (features/documents/pdf-text.ts) loads PDF.js's 1.6 MB build itself, on the first PDF:
    // left to Node, not bundled into every route that loads the CMS's config, and traced into the build.
    'unpdf',
  ],
  // The live database and uploads (DATA_DIR, `data/` by default) must never be copied into the build.
  outputFileTracingExcludes: { '**/*': ['data/**', 'content/**', '.bench/**', 'test-results/**'] },
  // `/`, `/hi` and `/hi/` are redirected by the HTTP server (server/home-redirect.ts), in one hop.
};

// next-intl without its routing: the proxy picks the language from the path (lib/i18n/request.ts).
const withSiteWords = createNextIntlPlugin('./lib/i18n/request.ts');
const withCms = withSiteWords(withPayload(nextConfig));

export default {
  ...withCms,
  async headers() {
    return [
      // The worker script must be revalidated on every visit so a new version reaches visitors.
      { source: '/serwist/:path*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      // Payload's REST API is outside the proxy (see proxy.ts), so its headers are set here: the site's
      // security headers, a policy under which nothing it serves can run, and no indexing.
      {
        source: '/api/:path*',
        headers: [
          ...Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
          { key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY },
          { key: 'X-Robots-Tag', value: NOINDEX },
        ],
      },
      // withPayload's Accept-CH, Critical-CH and Vary for every path are left out: on the site's pages they
      // made Chromium fetch each page twice. The proxy sends them on /admin only.
    ];
  },
};
