import type { Locale } from '../../lib/i18n/locales.ts';
import { localePath } from '../../lib/i18n/locales.ts';
import { Checkbox, ErrorSummary, TextField } from '../messages/fields.tsx';
import styles from '../messages/messages.module.css';
import type { PrivacyNotice } from '../messages/privacy-notice.ts';
import type { AlertsAnswer } from './answer.ts';
import { FIELD_ORDER, HONEYPOT, SIGNUP_ACTION, SIGNUP_ANCHOR, TOPICS } from './rules.ts';
import { alertWords } from './words.ts';

type SignupFormProps = {
  locale: Locale;
  stamp: string;
  privacyNotice: PrivacyNotice;
  answer?: Extract<AlertsAnswer, { kind: 'invalid' }> | undefined;
};

const id = (field: string) => `alerts-${field}`;

/**
 * The sign-up: a plain POST (no JavaScript needed) of an address, which alerts, and consent to the notice
 * above the box, with the parents' forms' fields and error summary.
 */
export function SignupForm({ locale, stamp, privacyNotice, answer }: SignupFormProps) {
  const t = alertWords(locale);
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const ordered = FIELD_ORDER.filter((name) => errors[name]).map((name) => [name, errors[name]!] as [string, string]);
  const topic = values.topic ?? 'urgent';
  return (
    <section className={styles.form} id={SIGNUP_ANCHOR} aria-labelledby={`${SIGNUP_ANCHOR}-title`}>
      <h2 id={`${SIGNUP_ANCHOR}-title`}>{t('formTitle')}</h2>
      <ErrorSummary locale={locale} errors={ordered} idOf={id} />
      <form method="post" action={localePath(locale, SIGNUP_ACTION)} noValidate>
        <input type="hidden" name="stamp" value={stamp} />
        <input type="hidden" name="notice" value={privacyNotice.version} />
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={id(HONEYPOT)}>{t('fields.honeypot')}</label>
          <input id={id(HONEYPOT)} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <TextField
          locale={locale}
          id={id('email')}
          name="email"
          label={t('fields.email')}
          hint={t('fields.emailHint')}
          error={errors.email}
          value={values.email ?? ''}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          spellCheck={false}
        />
        <fieldset
          className={errors.topic ? `${styles.field} ${styles.fieldError}` : styles.field}
          aria-describedby={errors.topic ? `${id('topic')}-error` : undefined}
        >
          <legend className={styles.label}>{t('fields.topic')}</legend>
          {errors.topic && (
            <p className={styles.error} id={`${id('topic')}-error`}>
              {errors.topic}
            </p>
          )}
          {TOPICS.map((value, index) => (
            <div className={styles.checkbox} key={value}>
              <input
                id={index === 0 ? id('topic') : id(`topic-${value}`)}
                name="topic"
                type="radio"
                value={value}
                defaultChecked={topic === value}
              />
              <label htmlFor={index === 0 ? id('topic') : id(`topic-${value}`)}>{t(`fields.topics.${value}`)}</label>
            </div>
          ))}
        </fieldset>
        <div className={styles.privacyNotice} id={id('notice')}>
          <h3>{t('fields.noticeTitle')}</h3>
          {privacyNotice.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Checkbox
          locale={locale}
          id={id('consent')}
          name="consent"
          label={t('fields.consent')}
          error={errors.consent}
          checked={values.consent === 'yes'}
        />
        <button className="button button-primary" type="submit">
          {t('fields.button')}
        </button>
      </form>
    </section>
  );
}
