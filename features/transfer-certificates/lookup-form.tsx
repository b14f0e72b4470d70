import { TC_LOOKUP_PATH, type TcLookupEcho } from '@/features/transfer-certificates/tc-lookup-answer';
import styles from './tc.module.css';

/** A plain HTML form, POSTed to its route handler, which answers on this page: no JavaScript is needed to look a TC up. */
export function LookupForm({ echo }: { echo?: TcLookupEcho }) {
  return (
    <form method="post" action={TC_LOOKUP_PATH} className={styles.form} aria-labelledby="lookup-title">
      <h2 id="lookup-title">Look up a TC</h2>
      <p className={styles.field}>
        <label htmlFor="tc-number">TC number</label>
        <input
          id="tc-number"
          name="number"
          type="text"
          required
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          defaultValue={echo?.number}
          aria-describedby="tc-number-hint"
        />
        <span id="tc-number-hint" className={styles.hint}>
          As printed on the certificate, e.g. TC/2026/0142. Capitals or not, either works.
        </span>
      </p>
      <p className={styles.field}>
        <label htmlFor="tc-dob">Student&apos;s date of birth</label>
        <input
          id="tc-dob"
          name="dateOfBirth"
          type="date"
          required
          autoComplete="off"
          defaultValue={echo?.dateOfBirth}
          aria-describedby="tc-dob-hint"
        />
        <span id="tc-dob-hint" className={styles.hint}>
          As on the certificate. If your browser shows a plain text box, write it as 2013-08-25 or 25/08/2013.
        </span>
      </p>
      <button type="submit" className="button button-primary">
        Verify
      </button>
    </form>
  );
}
