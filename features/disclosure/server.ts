import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { readUnlessUnchanged } from '@/cms/change-stamp';
import { getCms } from '@/cms/client';
import { validOrLast } from '@/cms/last-good';
import { getSchoolWithUpdatedAt } from '@/features/school/server';
import { requestStart } from '@/lib/request-clock/server';
import { parseDisclosureFromCms } from './from-cms.ts';
import type { Disclosure } from './rules.ts';

/** The disclosure, and when it last changed: its own save, or the school's details (its section A). */
export const getDisclosure = cache(async (): Promise<{ disclosure: Disclosure; updatedAt: string }> => {
  await connection();
  const payload = await getCms();
  const start = await requestStart();
  const [doc, school] = await Promise.all([
    readUnlessUnchanged('disclosure', start, () =>
      payload.findGlobal({ slug: 'disclosure', depth: 1, overrideAccess: false }),
    ),
    getSchoolWithUpdatedAt(),
  ]);
  const disclosure = await parseDisclosureFromCms(doc, payload).catch((error: unknown) => error as Error);
  const value = validOrLast('disclosure', String(doc.updatedAt), () => {
    if (disclosure instanceof Error) throw disclosure;
    return disclosure;
  });
  const updatedAt = [String(doc.updatedAt ?? ''), school.updatedAt].sort().at(-1) ?? '';
  return { disclosure: value, updatedAt };
});
