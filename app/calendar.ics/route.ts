import { getTranslations } from 'next-intl/server';
import { calendarFeed } from '@/features/calendar/ics';
import { isCategory } from '@/features/calendar/rules';
import { eventsAt } from '@/features/calendar/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { getSiteLocale } from '@/lib/i18n/locale';
import { now } from '@/lib/request-clock/fresh-call';

// The calendar parents subscribe to (/calendar.ics, or one kind of event: ?category=holiday). A feed, not a
// page: the proxy gives it the security headers only, and it never waits on the menu API.
export async function GET(request: Request) {
  const category = new URL(request.url).searchParams.get('category')?.toLowerCase();
  if (category !== undefined && !isCategory(category))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const locale = await getSiteLocale();
  const [events, baseUrl, school, t] = await Promise.all([
    eventsAt(now(), locale),
    getBaseUrl(),
    getSchool(),
    getTranslations('calendar'),
  ]);
  const shown = category ? events.filter((event) => event.category === category) : events;
  const name = category
    ? t('feedCategoryName', { school: school.name, kind: t(`plurals.${category}`) })
    : t('feedName', { school: school.name });
  const feed = calendarFeed(shown, {
    baseUrl,
    name,
    now: new Date(),
    locale,
    categoryLabel: (kind) => t(`categories.${kind}`),
    forClasses: (classes) => t('forClasses', { classes }),
  });
  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${category ?? 'calendar'}.ics"`,
      // Calendar apps poll; an edit must reach the next poll.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
