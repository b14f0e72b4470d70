import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { onlySiteFiles } from '@/features/site-frame/site-precache';

// The route is static: the worker is bundled once per build, so a new build gets a new offline-page revision.
const revision = randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  // The offline page in each language (app/sw.ts).
  additionalPrecacheEntries: [
    { url: '/~offline', revision },
    { url: '/hi/~offline', revision },
  ],
  // Built when `next build` prerenders this route, in the project folder.
  manifestTransforms: [onlySiteFiles(join(process.cwd(), '.next'))],
  esbuildOptions: { sourcemap: false },
});
