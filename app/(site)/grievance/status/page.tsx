import type { Metadata } from 'next';
import { LookupPage } from '@/features/messages/lookup-page';
import { STATUS_PATH } from '@/features/messages/rules';
import { getMessageLookupAnswer } from '@/features/messages/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// A reference and a contact, POSTed to and looked up by its route handler (features/messages/lookup-route.ts),
// which redirects here with the answer. The feature's guard keeps this page out of search engines and every cache.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  const metadata = pageMetadata(
    baseUrl,
    STATUS_PATH,
    school,
    {
      title: 'Check the status of a grievance',
      description: 'See the status of a grievance you raised, with its reference number and the contact you gave.',
    },
    await getSiteLocale(),
  );
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function GrievanceStatus() {
  return <LookupPage purpose="status" answer={await getMessageLookupAnswer()} />;
}
