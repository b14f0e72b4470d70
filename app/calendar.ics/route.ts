import { calendarFeed } from '@/features/calendar/ics';
import { CATEGORY_PLURALS, isCategory } from '@/features/calendar/rules';
import { eventsAt } from '@/features/calendar/server';
import { getSchool } from '@/features/school/server';
import { getBaseUrl } from '@/lib/base-url';
import { now } from '@/lib/request-clock/fresh-call';

// The calendar parents subscribe to (/calendar.ics, or one kind of event: ?category=holiday). A feed, not a
// page: the proxy gives it the security headers only, and it never waits on the menu API.
export async function GET(request: Request) {
  const category = new URL(request.url).searchParams.get('category')?.toLowerCase();
  if (category !== undefined && !isCategory(category))
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const [events, baseUrl, school] = await Promise.all([eventsAt(now()), getBaseUrl(), getSchool()]);
  const shown = category ? events.filter((event) => event.category === category) : events;
  const name = category ? `${school.name}: ${CATEGORY_PLURALS[category]}` : `${school.name} calendar`;
  return new Response(calendarFeed(shown, { baseUrl, name, now: new Date() }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${category ?? 'calendar'}.ics"`,
      // Calendar apps poll; an edit must reach the next poll.
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
