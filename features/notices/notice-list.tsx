import { isExpired, type NoticeSummary } from '@/features/notices/rules';
import { NoticeLabels, NoticeMeta } from './notice-meta';

type NoticeListProps = { notices: readonly NoticeSummary[]; now: number; headingLevel: 2 | 3 };

/** Notices as a list: each title links to its own page, with its labels, category, date and number. */
export function NoticeList({ notices, now, headingLevel }: NoticeListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-item">
          <Heading className="notice-title">
            <a href={`/notices/${notice.slug}`}>{notice.title}</a>
            <NoticeLabels notice={notice} now={now} pinned={notice.pinned && !isExpired(notice, now)} />
          </Heading>
          <NoticeMeta notice={notice} />
        </li>
      ))}
    </ul>
  );
}
