import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { getSiteLocale } from '@/lib/i18n/locale';
import { requestStart } from '@/lib/request-clock/server';
import { pageDocAt } from './reads.ts';
import type { SitePage } from './rules.ts';

/**
 * A published page by its slug in this request's language, read once per request and reused while nothing
 * is published (cms/change-stamp.ts).
 */
export const getPage = cache(async (slug: string): Promise<SitePage | undefined> => {
  await connection();
  const { value: doc, fellBack } = await pageDocAt(slug, await requestStart(), await getSiteLocale());
  if (!doc) return undefined;
  return {
    title: doc.title,
    description: doc.description ?? undefined,
    body: doc.body ?? undefined,
    updatedAt: doc.updatedAt,
    fellBack,
  };
});
