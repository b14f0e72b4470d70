import { isExpired, NOTICES_PATH, type Notice } from '@/features/notices/rules';
import { documentRow } from '@/lib/layout/document-row';
import { LastUpdated } from '@/lib/layout/last-updated';
import { RichTextBody } from '@/lib/rich-text';
import { NoticeLabels, NoticeMeta } from './notice-meta';

/** One notice: title, category, date and number, its text, and its attachments with type and size as on the disclosure. */
export function NoticeView({ notice, now }: { notice: Notice; now: number }) {
  return (
    <article className="container section prose notice" aria-labelledby="page-title">
      <p className="notice-back">
        <a href={NOTICES_PATH}>All notices and circulars</a>
      </p>
      <h1 id="page-title">{notice.title}</h1>
      <NoticeMeta notice={notice}>
        <NoticeLabels notice={notice} now={now} />
      </NoticeMeta>
      {isExpired(notice, now) && <p className="note">This notice has expired; it is kept for reference.</p>}
      {notice.body && <RichTextBody data={notice.body} />}
      {notice.attachments.length > 0 && (
        <section aria-labelledby="attachments-title" className="notice-attachments">
          <h2 id="attachments-title">Attachments</h2>
          <ul>
            {notice.attachments.map((attachment) => {
              const [link, details] = documentRow(attachment.title, attachment);
              return (
                <li key={attachment.href}>
                  {link} <span className="document-details">({details})</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <LastUpdated at={notice.updatedAt} />
    </article>
  );
}
