import type { MetadataRoute } from 'next';
import type { School } from '../school/rules.ts';
import { NOTICES_PATH, type Notice, type NoticeSummary } from './rules.ts';

export const noticePath = (notice: Pick<NoticeSummary, 'slug'>) => `${NOTICES_PATH}/${notice.slug}`;

/** A notice's description for search results: its summary, else what it is and when it was issued. */
export function noticeDescription(notice: NoticeSummary, school: School): string {
  return notice.summary || `${notice.title}: issued by ${school.name}.`;
}

/** schema.org NewsArticle for a notice, published by the school. */
export function noticeJsonLd(baseUrl: string, school: School, notice: Notice) {
  const url = `${baseUrl}${noticePath(notice)}`;
  const organisation = {
    '@type': 'School',
    name: school.name,
    url: `${baseUrl}/home`,
    logo: { '@type': 'ImageObject', url: `${baseUrl}/icons/icon-512.png` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: notice.title.slice(0, 110),
    description: noticeDescription(notice, school),
    datePublished: notice.date,
    dateModified: notice.updatedAt,
    url,
    mainEntityOfPage: url,
    image: `${baseUrl}/og-image.png`,
    ...(notice.number ? { identifier: notice.number } : {}),
    articleSection: notice.category,
    author: organisation,
    publisher: organisation,
  };
}

/** Every published notice for the sitemap, with the date of its latest change. */
export function noticeSitemapEntries(baseUrl: string, notices: readonly NoticeSummary[]): MetadataRoute.Sitemap {
  const latest = notices
    .map((notice) => notice.updatedAt)
    .sort()
    .at(-1);
  return [
    {
      url: `${baseUrl}${NOTICES_PATH}`,
      ...(latest ? { lastModified: latest } : {}),
      changeFrequency: 'daily',
      priority: 0.8,
    },
    ...notices.map((notice) => ({
      url: `${baseUrl}${noticePath(notice)}`,
      lastModified: notice.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
  ];
}
