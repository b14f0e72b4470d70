import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { SchoolJsonLd } from '@/components/seo/school-json-ld';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getBaseUrl(), '/home');
}

export default function Home() {
  return (
    <>
      <HomePage />
      <SchoolJsonLd />
    </>
  );
}
