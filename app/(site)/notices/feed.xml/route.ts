import { noticesAtomFeed } from '@/features/notices/atom';
import { getNoticeSummaries } from '@/features/notices/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';

/** The notices as an Atom feed, read on every request like the pages (a published notice is in the next one). */
export async function GET(): Promise<Response> {
  const [baseUrl, school, notices] = await Promise.all([getBaseUrl(), getSchool(), getNoticeSummaries()]);
  return new Response(noticesAtomFeed(baseUrl, school.name, notices, new Date()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
