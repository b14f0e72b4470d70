import { fellBackAt } from '../../cms/localized.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { escapeXml } from '../../lib/xml.ts';
import {
  byDate,
  categoryLabel,
  FEED_SIZE,
  NOTICES_FEED_PATH,
  NOTICES_PATH,
  type NoticeCategory,
  type NoticeSummary,
} from './rules.ts';
import { noticePath } from './seo.ts';

const iso = (value: string) => new Date(value).toISOString();

/** A feed's language: its tag, links and words. English's are the defaults. */
export type FeedLanguage = {
  locale: Locale;
  title: string;
  categoryLabel: (category: NoticeCategory) => string;
};

const XML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The notices as an Atom feed (RFC 4287): the latest 50 published by date of issue, expired ones included
 * (a subscriber keeps what was issued). Ids are tag URIs made from the database id, so an entry keeps its
 * id when its title or address changes, and is the same entry in both languages' feeds. A Hindi feed's
 * entry without a Hindi title says its title and summary are English (`xml:lang`).
 */
export function noticesAtomFeed(
  baseUrl: string,
  schoolName: string,
  notices: readonly NoticeSummary[],
  fallbackUpdated: Date,
  language: FeedLanguage = {
    locale: 'en',
    title: `${schoolName}: notices and circulars`,
    categoryLabel,
  },
): string {
  const { locale } = language;
  const at = (path: string) => `${baseUrl}${localePath(locale, path)}`;
  const langOf = (english: boolean) => (english ? ` xml:lang="${XML_LANG.en}"` : '');
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
    <title${langOf(fellBackAt(notice.fellBack, 'title'))}>${escapeXml(title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(at(noticePath(notice)))}"/>
    <published>${iso(notice.date)}</published>
    <updated>${iso(notice.updatedAt)}</updated>
    <category term="${notice.category}" label="${escapeXml(language.categoryLabel(notice.category))}"/>
    <summary type="text"${langOf(fellBackAt(notice.fellBack, notice.summary ? 'body' : 'title'))}>${escapeXml(notice.summary || notice.title)}</summary>
  </entry>
`;
  };
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${XML_LANG[locale]}">
  <id>${escapeXml(at(NOTICES_PATH))}</id>
  <title>${escapeXml(language.title)}</title>
  <updated>${updated}</updated>
  <link rel="alternate" type="text/html" href="${escapeXml(at(NOTICES_PATH))}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(at(NOTICES_FEED_PATH))}"/>
  <author><name>${escapeXml(schoolName)}</name><uri>${escapeXml(at('/home'))}</uri></author>
${entries.map(entry).join('')}</feed>
`;
}
