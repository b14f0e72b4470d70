import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusNotice } from '@/lib/layout/status-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.tooManyRequests');
  return { title: t('title'), robots: { index: false } };
}

/** What a search shows, with status 429 and Retry-After, once this visitor is out of searches (features/search/guard.ts). */
export default function TooManyRequests() {
  return <StatusNotice status="tooManyRequests" />;
}
