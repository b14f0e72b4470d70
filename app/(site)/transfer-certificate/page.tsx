import type { Metadata } from 'next';
import { getSchool } from '@/features/school/server';
import { TC_PATH } from '@/features/transfer-certificates/rules';
import { getTcLookupAnswer } from '@/features/transfer-certificates/server';
import { TransferCertificatePage } from '@/features/transfer-certificates/tc-page';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// A fixed route for CBSE's TC verification. A lookup is a plain form POST to its route handler
// (app/(site)/forms/transfer-certificate/route.ts), which redirects here with the answer: it works without
// JavaScript. Never indexed, never cached (the feature's guard sets the headers).

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  const metadata = pageMetadata(
    baseUrl,
    TC_PATH,
    school,
    {
      title: 'Verify a transfer certificate',
      description: `Receiving schools and parents can check that a transfer certificate was issued by ${school.name}.`,
    },
    await getSiteLocale(),
  );
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function TransferCertificate() {
  const [school, answer] = await Promise.all([getSchool(), getTcLookupAnswer()]);
  return <TransferCertificatePage school={school} answer={answer} />;
}
