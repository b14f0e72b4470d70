/**
 * The alert's time window as the browser side sees it (no zod here: the offline worker and a client leaf
 * load this). The server decides per request; this lets a page kept in the worker's cache, or a page
 * that stays open across client-side navigations, drop an alert whose end has passed.
 */

export const ALERT_WINDOW_ATTRIBUTE = 'data-alert-window';

/** Asks the site's layout to include an alert that has not started yet, hidden (the offline page only). */
export const UPCOMING_ALERT_HEADER = 'x-upcoming-alert';

export type AlertPhase = 'upcoming' | 'on' | 'over';

/** Where `now` falls in the alert's window: not yet shown, shown, or over. */
export function alertPhase(window: { startsAt: string; endsAt: string }, now: number): AlertPhase {
  if (!(now >= Date.parse(window.startsAt))) return 'upcoming';
  return now < Date.parse(window.endsAt) ? 'on' : 'over';
}

/** When `alertPhase` next changes after `now`: the window's start, then its end; undefined once over. */
export function alertPhaseChange(window: { startsAt: string; endsAt: string }, now: number): number | undefined {
  const next = [Date.parse(window.startsAt), Date.parse(window.endsAt)].find((instant) => instant > now);
  return next;
}

export const alertWindowValue = (startsAt: string, endsAt: string) => `${startsAt}/${endsAt}`;

const BANNER_TAG = new RegExp(`<section\\b[^>]*\\s${ALERT_WINDOW_ATTRIBUTE}="([^"/]+)/([^"]+)"[^>]*>`);

/**
 * A page's HTML as of `now`: its alert banner hidden outside its window and shown inside it. For pages the
 * worker serves from its cache (offline), which the server rendered at another time. Only the `hidden`
 * attribute changes, so the page hydrates as it was rendered.
 */
export function htmlAsOf(html: string, now: number): string {
  const match = BANNER_TAG.exec(html);
  if (!match) return html;
  const [tag, startsAt = '', endsAt = ''] = match;
  const bare = tag.replace(/\shidden(?:="[^"]*")?(?=[\s>])/, '');
  const next = alertPhase({ startsAt, endsAt }, now) === 'on' ? bare : bare.replace(/>$/, ' hidden="">');
  return next === tag ? html : html.slice(0, match.index) + next + html.slice(match.index + tag.length);
}
