import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { requestStart } from '@/lib/request-clock/server';
import { pageDocAt } from './reads.ts';
import type { SitePage } from './rules.ts';

/** A published page by its slug, read once per request and reused while nothing is published (cms/change-stamp.ts). */
export const getPage = cache(async (slug: string): Promise<SitePage | undefined> => {
  await connection();
  const doc = await pageDocAt(slug, await requestStart());
  if (!doc) return undefined;
  return {
    title: doc.title,
    description: doc.description ?? undefined,
    body: doc.body ?? undefined,
    updatedAt: doc.updatedAt,
  };
});
