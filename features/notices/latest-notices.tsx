import { NOTICES_PATH, selectNotices } from '@/features/notices/rules';
import { getNoticeSummaries, requestNow } from '@/features/notices/server';
import { NoticeList } from './notice-list';

const ON_HOME = 3;

/** The home page's section: the latest 3 current notices (pinned first), and the way to all of them. */
export async function LatestNotices() {
  const [all, now] = await Promise.all([getNoticeSummaries(), requestNow()]);
  const latest = selectNotices(all, {}, now).slice(0, ON_HOME);
  return (
    <section className="container section latest-notices" aria-labelledby="notices-title">
      <h2 id="notices-title">Notices and circulars</h2>
      {latest.length > 0 ? <NoticeList notices={latest} now={now} headingLevel={3} /> : <p>No current notices.</p>}
      <p>
        <a href={NOTICES_PATH}>All notices and circulars</a>
      </p>
    </section>
  );
}
