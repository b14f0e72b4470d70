/** @type {import('next').NextConfig} */
const nextConfig = {
  // One deployable build: .next/standalone/server.js with only the node_modules it needs (see Dockerfile).
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The whole stylesheet is 2.8 kB gzip: inlined, a phone paints the page without a second round trip
    // (Lighthouse with devtools throttling: LCP of /home 1.3 s -> 0.8 s), at the price of not caching it.
    inlineCss: true,
    // The site and the benchmark's reference page have separate root layouts, so a URL matching no route
    // needs app/global-not-found.tsx to render the site's 404 page.
    globalNotFound: true,
  },
  // What @serwist/turbopack's `withSerwist` adds: the worker's bundler stays outside Turbopack's bundle.
  // Written out rather than imported, because importing it loads Next's server config at import time,
  // which breaks every tool that reads this file (next/jest among them).
  serverExternalPackages: ['esbuild', 'esbuild-wasm'],
  async redirects() {
    // Temporary, so a school can later make "/" its home page without browsers holding a cached redirect.
    return [{ source: '/', destination: '/home', permanent: false }];
  },
  async headers() {
    // The worker script must be revalidated on every visit so a new version reaches visitors.
    return [{ source: '/serwist/:path*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }];
  },
};

export default nextConfig;
