import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatusNotice } from '@/lib/layout/status-notice';

// No robots entry: Next already marks every not-found response `noindex`, and a second tag is invalid HTML.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('errors.notFound');
  return { title: t('title') };
}

export default function NotFound() {
  return <StatusNotice status="notFound" />;
}
