import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoticeJsonLd } from '@/features/notices/notice-json-ld';
import { NoticeView } from '@/features/notices/notice-view';
import { noticeDescription, noticePath } from '@/features/notices/seo';
import { getNotice, requestNow } from '@/features/notices/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { pageMetadata } from '@/lib/seo';
import { SLUG } from '@/lib/slug';

type NoticeRouteProps = { params: Promise<{ slug: string }> };

// The proxy answers 404 before rendering for a notice that is not published; this only guards the rest.
const noticeFor = async (params: NoticeRouteProps['params']) => {
  const { slug } = await params;
  return SLUG.test(slug) ? getNotice(slug) : undefined;
};

export async function generateMetadata({ params }: NoticeRouteProps): Promise<Metadata> {
  const [baseUrl, school, notice] = await Promise.all([getBaseUrl(), getSchool(), noticeFor(params)]);
  if (!notice) return {};
  const metadata = pageMetadata(
    baseUrl,
    noticePath(notice),
    school,
    {
      title: notice.title,
      description: noticeDescription(notice, school),
    },
    await getSiteLocale(),
  );
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, type: 'article', publishedTime: notice.date, modifiedTime: notice.updatedAt },
  };
}

export default async function NoticeRoute({ params }: NoticeRouteProps) {
  const [notice, now] = await Promise.all([noticeFor(params), requestNow()]);
  if (!notice) notFound();
  return (
    <>
      <NoticeView notice={notice} now={now} />
      <NoticeJsonLd notice={notice} />
    </>
  );
}
