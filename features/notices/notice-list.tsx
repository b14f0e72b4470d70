import { langOf } from '@/cms/localized';
import { isExpired, type NoticeSummary } from '@/features/notices/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { NoticeLabels, NoticeMeta } from './notice-meta';
import { noticePath } from './seo';

type NoticeListProps = { notices: readonly NoticeSummary[]; now: number; headingLevel: 2 | 3 };

/** Notices as a list: each title links to its own page, with its labels, category, date and number. */
export async function NoticeList({ notices, now, headingLevel }: NoticeListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = await getSiteLocale();
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-item">
          <Heading className="notice-title">
            <a href={localePath(locale, noticePath(notice))} lang={langOf(notice.fellBack, 'title')}>
              {notice.title}
            </a>
            <NoticeLabels notice={notice} now={now} pinned={notice.pinned && !isExpired(notice, now)} />
          </Heading>
          <NoticeMeta notice={notice} />
        </li>
      ))}
    </ul>
  );
}
