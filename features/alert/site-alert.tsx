import { headers } from 'next/headers';
import type { SiteAlert as Alert } from '@/features/alert/rules';
import { UPCOMING_ALERT_HEADER, alertPhase, alertPhaseChange } from '@/features/alert/window';
import { readClock } from '@/lib/request-clock/page-clock';
import { AlertWindow } from './alert-window';

/**
 * The closure or emergency alert above the header, in the server's HTML (no layout shift, no JavaScript
 * needed), while the clock of this request is within its window: a cached page is kept only until the
 * window opens or closes, so it starts and ends by itself.
 * Urgent: `role="alert"`, read out once as the page loads; info: a named region a screen reader can visit.
 */
export async function SiteAlert({ alert }: { alert: Alert | undefined }) {
  if (!alert) return null;
  const phase = await readClock((now) => ({ value: alertPhase(alert, now), changesAt: alertPhaseChange(alert, now) }));
  // The offline page, kept by the worker for later, also carries an alert that starts later, hidden: the
  // worker shows it once it starts (app/sw.ts).
  const upcomingWanted = phase === 'upcoming' && (await headers()).get(UPCOMING_ALERT_HEADER) === '1';
  if (phase === 'over' || (phase === 'upcoming' && !upcomingWanted)) return null;
  const urgent = alert.level === 'urgent';
  return (
    <AlertWindow
      startsAt={alert.startsAt}
      endsAt={alert.endsAt}
      initiallyHidden={phase !== 'on'}
      className={`site-alert site-alert-${alert.level}`}
      label={urgent ? 'Urgent announcement' : 'Announcement'}
    >
      <div className="container site-alert-inner">
        <p className="site-alert-message" role={urgent ? 'alert' : undefined}>
          {urgent ? <strong className="site-alert-level">Urgent: </strong> : null}
          {alert.message}
          {alert.link ? (
            <>
              {' '}
              <a className="site-alert-link" href={alert.link}>
                More details
              </a>
            </>
          ) : null}
        </p>
      </div>
    </AlertWindow>
  );
}
