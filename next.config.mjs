import { withSerwist } from '@serwist/turbopack';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async redirects() {
    // Temporary, so a school can later make "/" its home page without browsers holding a cached redirect.
    return [{ source: '/', destination: '/home', permanent: false }];
  },
  async headers() {
    // The worker script must be revalidated on every visit so a new version reaches visitors.
    return [{ source: '/serwist/:path*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }];
  },
};

export default withSerwist(nextConfig);
