import type { Metadata } from 'next';
import { SchoolJsonLd } from '@/features/school/school-json-ld';
import { getSchool } from '@/features/school/server';
import { HomePage } from '@/features/site-frame/home-page';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  return pageMetadata(baseUrl, '/home', school, undefined, await getSiteLocale());
}

export default async function Home() {
  return (
    <>
      <HomePage school={await getSchool()} />
      <SchoolJsonLd />
    </>
  );
}
