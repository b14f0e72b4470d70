import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';

// The route is static: the worker is bundled once per build, so a new build gets a new offline-page revision.
const revision = randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: '/~offline', revision }],
  esbuildOptions: { sourcemap: false },
});
