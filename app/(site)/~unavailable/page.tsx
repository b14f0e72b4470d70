import type { Metadata } from 'next';
import Link from 'next/link';
import { getSchool } from '@/features/school/server';
import { telHref } from '@/lib/rules/fields';

export const metadata: Metadata = { title: 'Temporarily unavailable', robots: { index: false } };

/** What a menu route shows, with status 503, while the menu cannot be read from the CMS. */
export default async function Unavailable() {
  const school = await getSchool();
  return (
    <section className="container section status-page" aria-labelledby="unavailable-title">
      <p className="eyebrow">Temporarily unavailable</p>
      <h1 id="unavailable-title">This page can’t be shown right now</h1>
      <p>
        Our content server is not answering. Please try again in a minute, or call the school office at{' '}
        <a href={telHref(school.phone)}>{school.phone}</a>.
      </p>
      <p>
        <Link className="button button-primary" href="/home">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
