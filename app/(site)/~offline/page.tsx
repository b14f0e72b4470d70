import type { Metadata } from 'next';
import { getSchool } from '@/features/school/server';
import { telHref } from '@/lib/rules/fields';

export const metadata: Metadata = { title: 'You are offline', robots: { index: false } };

/** Shown by the service worker for a page that was never visited while the network is down. */
export default async function Offline() {
  const school = await getSchool();
  return (
    <section className="container section status-page" aria-labelledby="offline-title">
      <p className="eyebrow">No connection</p>
      <h1 id="offline-title">You are offline</h1>
      <p>
        This page hasn’t been saved on your device yet. Pages you have already visited still work; reconnect to see the
        rest. You can also call the school office at <a href={telHref(school.phone)}>{school.phone}</a>.
      </p>
    </section>
  );
}
