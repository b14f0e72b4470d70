import { getTranslations } from 'next-intl/server';
import { NOTICES_PATH, selectNotices } from '@/features/notices/rules';
import { getNoticeSummaries, requestNow } from '@/features/notices/server';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import { NoticeList } from './notice-list';

const ON_HOME = 3;

/** The home page's section: the latest 3 current notices (pinned first), and the way to all of them. */
export async function LatestNotices() {
  const [all, now, t, locale] = await Promise.all([
    getNoticeSummaries(),
    requestNow(),
    getTranslations('notices'),
    getSiteLocale(),
  ]);
  const latest = selectNotices(all, {}, now).slice(0, ON_HOME);
  return (
    <section className="container section latest-notices" aria-labelledby="notices-title">
      <h2 id="notices-title">{t('title')}</h2>
      {latest.length > 0 ? <NoticeList notices={latest} now={now} headingLevel={3} /> : <p>{t('noneCurrent')}</p>}
      <p>
        <a href={localePath(locale, NOTICES_PATH)}>{t('all')}</a>
      </p>
    </section>
  );
}
