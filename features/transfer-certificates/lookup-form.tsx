import { TC_LOOKUP_PATH, type TcLookupEcho } from '@/features/transfer-certificates/tc-lookup-answer';
import { formWords } from '@/lib/forms/words';
import { getSiteLocale } from '@/lib/i18n/locale';
import { localePath } from '@/lib/i18n/locales';
import styles from './tc.module.css';

/**
 * A plain HTML form, POSTed to its route handler, which answers on this page: no JavaScript is needed to look a
 * TC up. In the page's language, POSTed to `/hi/forms/…` from the Hindi page.
 */
export async function LookupForm({ echo }: { echo?: TcLookupEcho }) {
  const locale = await getSiteLocale();
  const t = formWords(locale);
  return (
    <form
      method="post"
      action={localePath(locale, TC_LOOKUP_PATH)}
      className={styles.form}
      aria-labelledby="lookup-title"
    >
      <h2 id="lookup-title">{t('tc.formTitle')}</h2>
      <p className={styles.field}>
        <label htmlFor="tc-number">{t('tc.number')}</label>
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
          {t('tc.numberHint')}
        </span>
      </p>
      <p className={styles.field}>
        <label htmlFor="tc-dob">{t('tc.dateOfBirth')}</label>
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
          {t('tc.dateOfBirthHint')}
        </span>
      </p>
      <button type="submit" className="button button-primary">
        {t('tc.button')}
      </button>
    </form>
  );
}
