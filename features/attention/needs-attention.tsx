import { headers } from 'next/headers';
import type { Payload, PayloadRequest } from 'payload';
import { adminSchool } from '../../cms/admin-school.ts';
import { formatDate } from '../../lib/dates.ts';
import { log } from '../../lib/log.ts';
import { readAttentionFacts } from './facts.ts';
import styles from './needs-attention.module.css';
import { FIX, needsAttention, type AttentionItem } from './rules.ts';
import { readUntranslated, type UntranslatedItem } from './untranslated.ts';

/** What the admin passes a dashboard component (Payload's `beforeDashboard` server props). */
type Props = { payload: Payload; user?: PayloadRequest['user'] };

/** The list itself: one line when nothing needs attention, else each item with the link to fix it. */
function AttentionList({ items, mailOff = false }: { items: AttentionItem[] | undefined; mailOff?: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="needs-attention-title">
      <h2 id="needs-attention-title" className={styles.title}>
        Needs attention
      </h2>
      {items === undefined ? (
        <p className={styles.quiet}>
          What needs attention could not be checked just now; reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className={styles.quiet}>
          Nothing needs attention: certificates, the annual report, the book lists and the disclosure are up to date,
          and every TC can be verified.
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key} className={item.urgency === 'overdue' ? styles.overdue : styles.soon}>
              <span>
                <strong>{item.subject}</strong> — {item.state} <time dateTime={item.day}>{formatDate(item.day)}</time>
              </span>
              <a href={item.href} className={styles.fix}>
                {item.action}
              </a>
            </li>
          ))}
        </ul>
      )}
      {mailOff && (
        <p className={styles.quiet}>
          E-mail is off (the server has no SMTP_URL): nobody is told of new messages from parents by e-mail, and parents
          get no acknowledgement. <a href={FIX.messages}>Read the messages here</a>.
        </p>
      )}
    </section>
  );
}

/** The published items Hindi pages show in English, each linked to its Hindi in the admin. */
function UntranslatedList({ items }: { items: UntranslatedItem[] | undefined }) {
  return (
    <section className={styles.panel} aria-labelledby="not-in-hindi-title">
      <h2 id="not-in-hindi-title" className={styles.title}>
        Not yet in Hindi
      </h2>
      {items === undefined ? (
        <p className={styles.quiet}>
          What is not yet in Hindi could not be checked just now; reload the page to try again.
        </p>
      ) : items.length === 0 ? (
        <p className={styles.quiet}>Every published page, notice, event, album and menu entry has its Hindi.</p>
      ) : (
        <>
          <p className={styles.quiet}>
            Hindi pages show these in English, marked as English, until their Hindi is written (switch the locale to
            Hindi at the top of the edit screen).
          </p>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.key} className={styles.soon}>
                <span>
                  {item.kind}: <strong>{item.title}</strong>
                </span>
                <a href={item.href} className={styles.fix}>
                  Write the Hindi
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The dashboard's first panel: what is out of date or soon will be (features/attention/rules.ts), decided at this
 * request's time. A failed read never breaks the dashboard: it says so and logs one line.
 */
export async function NeedsAttention({ payload, user }: Props) {
  const now = new Date();
  const school = await adminSchool(payload, user ?? null, await headers());
  const read = await (
    school === undefined
      ? Promise.reject(new Error('the account works in no school'))
      : readAttentionFacts(payload, user ?? null, school, now)
  ).then(
    (facts) => ({ items: needsAttention(facts, now), mailOff: facts.mail?.off === true }),
    (error: unknown) =>
      void log.error(
        `[cms] the dashboard's attention list could not be read: ${(error as Error).message.split('\n')[0]}`,
      ),
  );
  const untranslated = await (
    school === undefined
      ? Promise.reject(new Error('the account works in no school'))
      : readUntranslated(payload, user ?? null, school)
  ).catch(
    (error: unknown) =>
      void log.error(
        `[cms] the dashboard's list of items not yet in Hindi could not be read: ${(error as Error).message.split('\n')[0]}`,
      ),
  );
  return (
    <>
      <AttentionList items={read?.items} mailOff={read?.mailOff} />
      <UntranslatedList items={untranslated ?? undefined} />
    </>
  );
}
