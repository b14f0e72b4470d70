import { headers } from 'next/headers';
import type { Payload, PayloadRequest } from 'payload';
import { adminSchool } from '../../cms/admin-school.ts';
import { log } from '../../lib/log.ts';
import styles from '../attention/needs-attention.module.css';
import { readSubscriberCounts } from './counts.ts';

type Props = { payload: Payload; user?: PayloadRequest['user'] };

/**
 * The dashboard's panel of alerts: how many parents get them by e-mail and on a device, and how the last
 * month's mails and pushes went.
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
        Alerts to parents
      </h2>
      {counts ? (
        <>
          <p className={styles.quiet}>
            Parents sign up on the site&apos;s Get alerts page; who they are is never shown here.
          </p>
          <h3 className={styles.quiet}>By e-mail</h3>
          <ul className={styles.list}>
            <li>Urgent alerts only: {counts.email.urgent}</li>
            <li>Urgent alerts and every notice: {counts.email.all}</li>
            <li>Signed up, not yet confirmed: {counts.email.waiting}</li>
            <li>
              Mails in the last 30 days: {counts.email.sent} sent, {counts.email.failed} failed
            </li>
          </ul>
          <h3 className={styles.quiet}>On a phone or computer (Web Push)</h3>
          <ul className={styles.list}>
            <li>Urgent alerts only: {counts.push.urgent}</li>
            <li>Urgent alerts and every notice: {counts.push.all}</li>
            <li>
              Pushes in the last 30 days: {counts.push.sent} sent, {counts.push.failed} failed
            </li>
          </ul>
        </>
      ) : (
        <p className={styles.quiet}>The counts could not be read just now; reload the page to try again.</p>
      )}
    </section>
  );
}
