import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getSchool } from '@/features/school/server';
import { TC_PATH } from '@/features/transfer-certificates/rules';
import { decodeTcLookupAnswer, TC_LOOKUP_ANSWER_HEADER } from '@/features/transfer-certificates/tc-lookup-answer';
import { TransferCertificatePage } from '@/features/transfer-certificates/tc-page';
import { getBaseUrl } from '@/lib/base-url';
import { pageMetadata } from '@/lib/seo';

// A fixed route for CBSE's TC verification. A lookup is a plain form POST that the proxy answers before
// rendering (features/transfer-certificates/proxy-lookup.ts): it works without JavaScript, and the page only
// shows the answer the proxy passed on. Never indexed, never cached (proxy.ts sets the headers).

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  const metadata = pageMetadata(baseUrl, TC_PATH, school, {
    title: 'Verify a transfer certificate',
    description: `Receiving schools and parents can check that a transfer certificate was issued by ${school.name}.`,
  });
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function TransferCertificate() {
  const [school, requestHeaders] = await Promise.all([getSchool(), headers()]);
  return (
    <TransferCertificatePage
      school={school}
      answer={decodeTcLookupAnswer(requestHeaders.get(TC_LOOKUP_ANSWER_HEADER))}
    />
  );
}
