import type { Notice } from '@/features/notices/rules';
import { noticeJsonLd } from '@/features/notices/seo';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { serializeJsonLd } from '@/lib/seo';

/** The notice as schema.org NewsArticle, published by the school. */
export async function NoticeJsonLd({ notice }: { notice: Notice }) {
  const [baseUrl, school] = await Promise.all([getBaseUrl(), getSchool()]);
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(noticeJsonLd(baseUrl, school, notice)) }}
    />
  );
}
