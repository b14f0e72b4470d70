import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { indianDate, isNew, type NoticeSummary } from '@/features/notices/rules';
import { formatLongDate } from '@/lib/dates';
import { getSiteLocale } from '@/lib/i18n/locale';

/** Category, date of issue and number: "Circular · 20 November 2026 · No. GPS/2026/041". */
export async function NoticeMeta({ notice, children }: { notice: NoticeSummary; children?: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('notices'), getSiteLocale()]);
  return (
    <p className="notice-meta">
      <span className="notice-category">{t(`categories.${notice.category}`)}</span> ·{' '}
      <time dateTime={indianDate(notice.date)}>{formatLongDate(notice.date, locale)}</time>
      {notice.number && <> · {t('number', { number: notice.number })}</>}
      {children}
    </p>
  );
}

/** "New" for a notice issued in the last 7 days (decided per request); "Pinned" for one kept on top. */
export async function NoticeLabels({ notice, now, pinned }: { notice: NoticeSummary; now: number; pinned?: boolean }) {
  const fresh = isNew(notice, now);
  if (!fresh && !pinned) return null;
  const t = await getTranslations('notices');
  return (
    <>
      {fresh && (
        <>
          {' '}
          <span className="notice-label notice-label-new">{t('new')}</span>
        </>
      )}
      {pinned && (
        <>
          {' '}
          <span className="notice-label">{t('pinned')}</span>
        </>
      )}
    </>
  );
}
