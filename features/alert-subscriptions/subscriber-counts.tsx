import { headers } from 'next/headers';
import type { Payload, PayloadRequest } from 'payload';
import { adminSchool } from '../../cms/admin-school.ts';
import { log } from '../../lib/log.ts';
import styles from '../attention/needs-attention.module.css';
import { readSubscriberCounts } from './counts.ts';

type Props = { payload: Payload; user?: PayloadRequest['user'] };

/**
 * The dashboard's panel of alerts: how many parents get them by e-mail and how the last month's mails went.
 * Counts only: the office never sees who (features/alert-subscriptions/collection.ts).
 */
export async function SubscriberCounts({ payload, user }: Props) {
  const school = await adminSchool(payload, user ?? null, await headers());
  const counts =
    school === undefined
      ? undefined
      : await readSubscriberCounts(payload, school, new Date()).catch(
          (error: unknown) =>
            void log.error(`[alerts] the dashboard's counts could not be read: ${(error as Error).name}`),
        );
  return (
    <section className={styles.panel} aria-labelledby="alert-counts-title">
      <h2 id="alert-counts-title" className={styles.title}>
        Alerts by e-mail
      </h2>
      {counts ? (
        <>
          <p className={styles.quiet}>
            Parents sign up on the site&apos;s Get alerts page; who they are is never shown here.
          </p>
          <ul className={styles.list}>
            <li>Urgent alerts only: {counts.urgent}</li>
            <li>Urgent alerts and every notice: {counts.all}</li>
            <li>Signed up, not yet confirmed: {counts.waiting}</li>
            <li>
              Mails in the last 30 days: {counts.sent} sent, {counts.failed} failed
            </li>
          </ul>
        </>
      ) : (
        <p className={styles.quiet}>The counts could not be read just now; reload the page to try again.</p>
      )}
    </section>
  );
}
