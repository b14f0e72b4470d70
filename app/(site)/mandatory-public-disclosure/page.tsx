import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLatestAnnualReport } from '@/features/book-lists/server';
import { DisclosurePage } from '@/features/disclosure/disclosure-page';
import { DISCLOSURE_PATH } from '@/features/disclosure/path';
import { getDisclosure } from '@/features/disclosure/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { istToday } from '@/lib/request-clock/page-clock';
import { pageMetadata } from '@/lib/seo';

// A fixed route, not a menu entry: CBSE requires it whatever the menu says, and it needs no menu data,
// so it renders through an outage of the menu API too.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, t] = await Promise.all([getBaseUrl(), getSchool(), getTranslations('disclosure')]);
  return pageMetadata(baseUrl, DISCLOSURE_PATH, school, {
    title: t('title'),
    description: t('metaDescription', { school: school.name, affiliation: school.cbse.affiliationNumber }),
  });
}

export default async function MandatoryPublicDisclosure() {
  const [school, { disclosure, updatedAt }, annualReport] = await Promise.all([
    getSchool(),
    getDisclosure(),
    getLatestAnnualReport(),
  ]);
  // A newer annual report changes what the page shows: it counts as an update of the page.
  const latest = [updatedAt, annualReport?.updatedAt ?? ''].sort().at(-1) ?? updatedAt;
  // The day of this request, not of the cached read: a certificate expires without anyone saving.
  return (
    <DisclosurePage
      school={school}
      disclosure={disclosure}
      annualReport={annualReport}
      updatedAt={latest}
      today={await istToday()}
    />
  );
}
