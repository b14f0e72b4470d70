import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ShownAlert as Alert } from '@/features/alert/server';
import { UPCOMING_ALERT_HEADER, alertPhase, alertPhaseChange } from '@/features/alert/window';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
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
  const [t, locale] = await Promise.all([getTranslations('notices.alert'), getSiteLocale()]);
  return (
    <AlertWindow
      startsAt={alert.startsAt}
      endsAt={alert.endsAt}
      initiallyHidden={phase !== 'on'}
      className={`site-alert site-alert-${alert.level}`}
      label={urgent ? t('urgentLabel') : t('label')}
    >
      <div className="container site-alert-inner">
        <p className="site-alert-message" role={urgent ? 'alert' : undefined}>
          {urgent ? <strong className="site-alert-level">{t('urgent')} </strong> : null}
          {alert.lang ? <span lang={alert.lang}>{alert.message}</span> : alert.message}
          {alert.link ? (
            <>
              {' '}
              <a className="site-alert-link" href={localePath(locale, alert.link)}>
                {t('more')}
              </a>
            </>
          ) : null}
        </p>
      </div>
    </AlertWindow>
  );
}
