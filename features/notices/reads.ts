import { readUnlessUnchanged } from '../../cms/change-stamp';
import { getCms } from '../../cms/client';
import { langOf, readLocalized, readLocalizedDocs, type FellBack } from '../../cms/localized.ts';
import { documentLink } from '../../lib/document-links.ts';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales.ts';
import { log } from '../../lib/log.ts';
import { asRecord } from '../../lib/rules/checked.ts';
import { SLUG } from '../../lib/slug.ts';
import { resolveNoticesView } from './query.ts';
import { NOTICES_PATH, noticeSummarySchema, plainSummary, type Notice, type NoticeSummary } from './rules.ts';

/**
 * The published notices, read as a visitor (drafts never come back) and reused until an editor publishes
 * (change-stamp.ts). Shared by the proxy, which decides 404s, and the pages. What depends on the time
 * (expiry, "New") is decided per request from these, never kept.
 */

const LIST_FIELDS = {
  title: true,
  slug: true,
  date: true,
  number: true,
  category: true,
  pinned: true,
  expiresAt: true,
  updatedAt: true,
  body: true,
} as const;

// One line per notice the site cannot show (data changed behind the CMS's back), not one per request.
function summaryOf(doc: unknown, fellBack: FellBack): NoticeSummary | undefined {
  const parsed = noticeSummarySchema.safeParse(doc);
  if (parsed.success) return { ...parsed.data, summary: plainSummary(asRecord(doc).body), fellBack };
  const issue = parsed.error.issues[0];
  log.error(
    `[cms] notice ${String(asRecord(doc).id)} is not valid and is left out: ${issue?.path.join('.')}: ${issue?.message}`,
    { item: 'notice' },
  );
  return undefined;
}

/** Every published notice in `locale`, each with the fields that fell back to English. */
export function noticeSummariesAt(notBefore: number, locale: Locale = DEFAULT_LOCALE): Promise<NoticeSummary[]> {
  return readUnlessUnchanged(`notices ${locale}`, notBefore, async () => {
    const cms = await getCms();
    const docs = await readLocalizedDocs(locale, async (inLocale) => {
      const found = await cms.find({
        collection: 'notices',
        depth: 0,
        pagination: false,
        select: LIST_FIELDS,
        overrideAccess: false,
        sort: '-date',
        ...inLocale,
      });
      return found.docs;
    });
    return docs
      .map(({ value, fellBack }) => summaryOf(value, fellBack))
      .filter((notice): notice is NoticeSummary => notice !== undefined);
  });
}

export function noticeAt(
  slug: string,
  notBefore: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Notice | undefined> {
  return readUnlessUnchanged(`notice ${slug} ${locale}`, notBefore, async () => {
    const cms = await getCms();
    const { value: doc, fellBack } = await readLocalized(locale, async (inLocale) => {
      const found = await cms.find({
        collection: 'notices',
        where: { slug: { equals: slug } },
        depth: 1,
        limit: 1,
        overrideAccess: false,
        ...inLocale,
      });
      return found.docs[0];
    });
    const summary = doc && summaryOf(doc, fellBack);
    if (!summary) return undefined;
    const attachments = (Array.isArray(doc.attachments) ? doc.attachments : []).flatMap((file, index) => {
      const link = documentLink(file);
      const title = asRecord(file).title;
      const lang = langOf(fellBack, `attachments.${index}.title`);
      return link
        ? [{ ...link, title: typeof title === 'string' ? title : (link.href.split('/').pop() ?? 'Attachment'), lang }]
        : [];
    });
    return { ...summary, body: doc.body ?? undefined, attachments };
  });
}

const NOTICE_PAGE = /^\/notices\/([^/]+)\/?$/;

/**
 * Whether a path under /notices names something that exists: a list (its filters and page in range) or a
 * published notice, as the page in `locale` would show it at `now` (the request's clock). The read is the
 * page's own (same key, same request), so a Hindi page reads the notices once, in Hindi. Undefined for any
 * other path.
 */
export async function noticesRouteExists(
  pathname: string,
  params: URLSearchParams,
  now: number,
  locale: Locale,
): Promise<boolean | undefined> {
  const single = NOTICE_PAGE.exec(pathname);
  if (pathname !== NOTICES_PATH && pathname !== `${NOTICES_PATH}/` && !single) return undefined;
  const all = await noticeSummariesAt(now, locale);
  // The list's page reports when this changes (requestNow, server.ts).
  if (!single) return resolveNoticesView(params, all, now) !== undefined;
  const slug = single[1] ?? '';
  return SLUG.test(slug) && all.some((notice) => notice.slug === slug);
}
