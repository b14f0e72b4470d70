import { CATEGORIES, CATEGORY_PLURALS } from '@/features/calendar/rules';
import { CALENDAR_FEED_PATH } from '@/features/calendar/years';
import styles from './calendar.module.css';

/** How parents put the calendar on their phone: a subscription that follows every change the school makes. */
export function Subscribe({ baseUrl }: { baseUrl: string }) {
  const feed = `${baseUrl}${CALENDAR_FEED_PATH}`;
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return (
    <section className={styles.subscribe}>
      <h2 id="subscribe">Add the calendar to your phone</h2>
      <p>
        Subscribe once and your phone’s calendar shows every holiday, examination and event, and picks up the school’s
        changes by itself. The calendar’s address is <code className={styles.address}>{feed}</code>
      </p>
      <h3>iPhone or iPad</h3>
      <ol>
        <li>
          Open this page on the iPhone and tap <a href={webcal}>Subscribe on iPhone</a>, then <em>Subscribe</em>.
        </li>
        <li>
          Or, in <em>Settings</em>: <em>Apps</em> → <em>Calendar</em> → <em>Calendar Accounts</em> →{' '}
          <em>Add Account</em> → <em>Other</em> → <em>Add Subscribed Calendar</em>, paste the address above, tap{' '}
          <em>Next</em>, then <em>Save</em>.
        </li>
      </ol>
      <h3>Android (Google Calendar)</h3>
      <ol>
        <li>
          In a web browser, open <em>calendar.google.com</em> and sign in with the Google account of the phone (the app
          itself cannot add a calendar by its address).
        </li>
        <li>
          Beside <em>Other calendars</em>, choose <em>+</em> → <em>From URL</em>, paste the address above and choose{' '}
          <em>Add calendar</em>.
        </li>
        <li>
          In the Google Calendar app, the school’s calendar appears under the account; turn on <em>Sync</em> for it if
          it is hidden.
        </li>
      </ol>
      <h3>One kind of event only</h3>
      <ul className={styles.feeds}>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <a href={`${CALENDAR_FEED_PATH}?category=${category}`}>{CATEGORY_PLURALS[category]} only</a>
          </li>
        ))}
      </ul>
      <p>
        Any other calendar program: <a href={CALENDAR_FEED_PATH}>the whole calendar as a file (calendar.ics)</a>, to
        subscribe to by its address or to import once (an imported copy does not follow changes).
      </p>
    </section>
  );
}
