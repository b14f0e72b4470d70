import type { Metadata } from 'next';
import { LookupPage } from '@/features/messages/lookup-page';
import { STATUS_PATH } from '@/features/messages/rules';
import { getMessageLookupAnswer } from '@/features/messages/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { formWords } from '@/lib/forms/words';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';

// A reference and a contact, POSTed to and looked up by its route handler (features/messages/lookup-route.ts),
// which redirects here with the answer. The feature's guard keeps this page out of search engines and every cache.

export async function generateMetadata(): Promise<Metadata> {
  const [baseUrl, school, locale] = await Promise.all([getBaseUrl(), getSchool(), getSiteLocale()]);
  const t = formWords(locale);
  const metadata = pageMetadata(
    baseUrl,
    STATUS_PATH,
    school,
    { title: t('lookup.status.title'), description: t('lookup.status.description') },
    locale,
  );
  return { ...metadata, robots: { index: false, follow: false } };
}

export default async function GrievanceStatus() {
  const [answer, locale] = await Promise.all([getMessageLookupAnswer(), getSiteLocale()]);
  return <LookupPage purpose="status" answer={answer} locale={locale} />;
}
