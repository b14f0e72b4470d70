import { byDate, categoryLabel, FEED_SIZE, NOTICES_FEED_PATH, NOTICES_PATH, type NoticeSummary } from './rules.ts';
import { noticePath } from './seo.ts';

// Characters XML 1.0 cannot hold at all (a control character pasted into a title would break the feed).
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const iso = (value: string) => new Date(value).toISOString();

/**
 * The notices as an Atom feed (RFC 4287): the latest 50 published by date of issue, expired ones included
 * (a subscriber keeps what was issued). Ids are tag URIs made from the database id, so an entry keeps its
 * id when its title or address changes.
 */
export function noticesAtomFeed(
  baseUrl: string,
  schoolName: string,
  notices: readonly NoticeSummary[],
  fallbackUpdated: Date,
): string {
  const host = new URL(baseUrl).hostname;
  const entries = [...notices].sort(byDate).slice(0, FEED_SIZE);
  const updated =
    entries
      .map((notice) => iso(notice.updatedAt))
      .sort()
      .at(-1) ?? fallbackUpdated.toISOString();
  const entry = (notice: NoticeSummary) => {
    const title = notice.number ? `${notice.title} (${notice.number})` : notice.title;
    return `  <entry>
    <id>tag:${escapeXml(host)},2026:notice:${escapeXml(notice.id)}</id>
    <title>${escapeXml(title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(`${baseUrl}${noticePath(notice)}`)}"/>
    <published>${iso(notice.date)}</published>
    <updated>${iso(notice.updatedAt)}</updated>
    <category term="${notice.category}" label="${escapeXml(categoryLabel(notice.category))}"/>
    <summary type="text">${escapeXml(notice.summary || notice.title)}</summary>
  </entry>
`;
  };
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <id>${escapeXml(`${baseUrl}${NOTICES_PATH}`)}</id>
  <title>${escapeXml(`${schoolName}: notices and circulars`)}</title>
  <updated>${updated}</updated>
  <link rel="alternate" type="text/html" href="${escapeXml(`${baseUrl}${NOTICES_PATH}`)}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${baseUrl}${NOTICES_FEED_PATH}`)}"/>
  <author><name>${escapeXml(schoolName)}</name><uri>${escapeXml(`${baseUrl}/home`)}</uri></author>
${entries.map(entry).join('')}</feed>
`;
}
