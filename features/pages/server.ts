import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '@/cms/change-stamp';
import { getCms } from '@/cms/client';
import { requestStart } from '@/lib/request-clock/server';
import type { SitePage } from './rules.ts';

/** A published page by its slug, read once per request and reused while nothing is published (cms/change-stamp.ts). */
export const getPage = cache(async (slug: string): Promise<SitePage | undefined> => {
  await connection();
  const doc = await readUnlessUnchanged(`page ${slug}`, await requestStart(), async () => {
    const { docs } = await (
      await getCms()
    ).find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 1, limit: 1, overrideAccess: false });
    return docs[0];
  });
  if (!doc) return undefined;
  return {
    title: doc.title,
    description: doc.description ?? undefined,
    body: doc.body ?? undefined,
    updatedAt: doc.updatedAt,
  };
});
