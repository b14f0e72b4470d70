import { getTranslations } from 'next-intl/server';
import { fellBackAt, langOf } from '@/cms/localized';
import { isExpired, NOTICES_PATH, type Notice } from '@/features/notices/rules';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { documentRow } from '@/lib/layout/document-row';
import { LastUpdated } from '@/lib/layout/last-updated';
import { RichTextBody } from '@/lib/rich-text';
import { UntranslatedNote } from '../pages/untranslated-note';
import { NoticeLabels, NoticeMeta } from './notice-meta';

/** One notice: title, category, date and number, its text, and its attachments with type and size as on the disclosure. */
export async function NoticeView({ notice, now }: { notice: Notice; now: number }) {
  const [t, locale] = await Promise.all([getTranslations('notices'), getSiteLocale()]);
  // Its main text: the body, or the title of a notice without one.
  const untranslated = notice.body ? fellBackAt(notice.fellBack, 'body') : fellBackAt(notice.fellBack, 'title');
  return (
    <article className="container section prose notice" aria-labelledby="page-title">
      <p className="notice-back">
        <a href={localePath(locale, NOTICES_PATH)}>{t('all')}</a>
      </p>
      {untranslated && <UntranslatedNote />}
      <h1 id="page-title" lang={langOf(notice.fellBack, 'title')}>
        {notice.title}
      </h1>
      <NoticeMeta notice={notice}>
        <NoticeLabels notice={notice} now={now} />
      </NoticeMeta>
      {isExpired(notice, now) && <p className="note">{t('expired')}</p>}
      {notice.body &&
        (fellBackAt(notice.fellBack, 'body') ? (
          <div lang="en">
            <RichTextBody data={notice.body} />
          </div>
        ) : (
          <RichTextBody data={notice.body} />
        ))}
      {notice.attachments.length > 0 && (
        <section aria-labelledby="attachments-title" className="notice-attachments">
          <h2 id="attachments-title">{t('attachments')}</h2>
          <ul>
            {notice.attachments.map((attachment) => {
              const [link, details] = documentRow(attachment.title, attachment);
              return (
                <li key={attachment.href}>
                  <span lang={attachment.lang}>{link}</span> <span className="document-details">({details})</span>
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
