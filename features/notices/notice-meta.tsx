import type { ReactNode } from 'react';
import { categoryLabel, indianDate, isNew, type NoticeSummary } from '@/features/notices/rules';

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The date of issue as people read it, and as a machine reads it (`<time dateTime>`). */
function IssueDate({ date }: { date: string }) {
  return <time dateTime={indianDate(date)}>{DATE.format(new Date(date))}</time>;
}

/** Category, date of issue and number: "Circular · 20 November 2026 · No. GPS/2026/041". */
export function NoticeMeta({ notice, children }: { notice: NoticeSummary; children?: ReactNode }) {
  return (
    <p className="notice-meta">
      <span className="notice-category">{categoryLabel(notice.category)}</span> · <IssueDate date={notice.date} />
      {notice.number && <> · No. {notice.number}</>}
      {children}
    </p>
  );
}

/** "New" for a notice issued in the last 7 days (decided per request); "Pinned" for one kept on top. */
export function NoticeLabels({ notice, now, pinned }: { notice: NoticeSummary; now: number; pinned?: boolean }) {
  const fresh = isNew(notice, now);
  if (!fresh && !pinned) return null;
  return (
    <>
      {fresh && (
        <>
          {' '}
          <span className="notice-label notice-label-new">New</span>
        </>
      )}
      {pinned && (
        <>
          {' '}
          <span className="notice-label">Pinned</span>
        </>
      )}
    </>
  );
}
