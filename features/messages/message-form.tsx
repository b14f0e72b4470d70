import { academicYearLabel, parseAcademicYearName } from '../../lib/academic-year.ts';
import { CLASSES, type SchoolClass } from '../../lib/cbse-classes.ts';
import { formWords, type FormWords } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { IntentLink } from '../../lib/layout/intent-link.tsx';
import { keepPhoneNumbersWhole } from '../../lib/rules/fields.ts';
import { Checkbox, ErrorSummary, SelectField, TextArea, TextField } from './fields.tsx';
import { messageFormAction, type MessageAnswer } from './message-answer.ts';
import styles from './messages.module.css';
import type { PrivacyNotice } from './privacy-notice.ts';
import {
  CONTACT_TOPICS,
  ENQUIRY_MESSAGE_MAX,
  FIELD_ORDER,
  GRIEVANCE_CATEGORIES,
  HONEYPOT,
  MESSAGE_MAX,
  WITHDRAW_PATH,
  formAnchor,
  yearsSought,
  type FormKind,
} from './rules.ts';

export type MessageFormProps = {
  kind: FormKind;
  /** The page's language: the form's words, and where it is POSTed (`/hi/forms/…` from a Hindi page). */
  locale: Locale;
  /** The page's own path: the form's answer is shown there. */
  action: string;
  /** This response's signed time stamp (lib/forms/form-stamp.ts). */
  stamp: string;
  privacyNotice: PrivacyNotice;
  today: string;
  /** The answer to a form this visitor sent that had mistakes: its errors and what was typed. */
  answer?: Extract<MessageAnswer, { kind: 'invalid' }> | undefined;
};

/** `Class IV`, `कक्षा IV`; the classes before Class I by their own names. */
function classLabel(t: FormWords, name: SchoolClass): string {
  return name === 'Nursery' || name === 'LKG' || name === 'UKG'
    ? t(`classes.${name}`)
    : t('classes.numbered', { name });
}

/**
 * One parent's form: a plain POST to its route handler, answered on its page, which works without JavaScript. Errors follow GOV.UK's
 * pattern (a summary first, linking to each field; each message above its field), what was typed stays,
 * and the privacy notice and an unticked consent box come before the button.
 */
export function MessageForm({ kind, locale, action, stamp, privacyNotice, today, answer }: MessageFormProps) {
  const t = formWords(locale);
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const value = (name: string) => values[name] ?? '';
  const id = (field: string) => `${kind}-${field}`;
  const field = (name: string) => ({ locale, id: id(name), name, error: errors[name] });
  const ordered = FIELD_ORDER[kind]
    .filter((name) => errors[name])
    .map((name) => [name, errors[name]!] as [string, string]);
  const anchor = formAnchor(kind);
  const years = yearsSought(today).map((year) => ({
    value: year,
    label: academicYearLabel(parseAcademicYearName(year) ?? 0),
  }));
  // Asked by every form: an enquiry needs the mobile number; the others need one of the two.
  const mobileField = (optional: boolean) => (
    <TextField
      {...field('mobile')}
      label={t('fields.mobile')}
      hint={t('fields.mobileHint')}
      optional={optional}
      value={value('mobile')}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={20}
    />
  );
  const emailField = (hint: string) => (
    <TextField
      {...field('email')}
      label={t('fields.email')}
      hint={hint}
      optional
      value={value('email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={254}
      spellCheck={false}
    />
  );
  return (
    <section className={styles.form} id={anchor} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{t(`titles.${kind}`)}</h2>
      <ErrorSummary locale={locale} errors={ordered} idOf={id} />
      <form method="post" action={messageFormAction(action, locale)} noValidate>
        <input type="hidden" name="form" value={kind} />
        <input type="hidden" name="stamp" value={stamp} />
        <input type="hidden" name="notice" value={privacyNotice.version} />
        {/* For bots only: not shown, not announced, not reachable with the keyboard. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={id(HONEYPOT)}>{t('fields.honeypot')}</label>
          <input id={id(HONEYPOT)} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <TextField
          {...field('name')}
          label={t('fields.name')}
          value={value('name')}
          autoComplete="name"
          maxLength={100}
          spellCheck={false}
        />
        {kind === 'enquiry' ? (
          <>
            {mobileField(false)}
            {emailField(t('fields.emailHintEnquiry'))}
            <SelectField
              {...field('classSought')}
              label={t('fields.classSought')}
              value={value('classSought')}
              options={CLASSES.map((name) => ({ value: name, label: classLabel(t, name) }))}
            />
            <SelectField
              {...field('yearSought')}
              label={t('fields.yearSought')}
              value={value('yearSought')}
              options={years}
            />
            <TextField
              {...field('childFirstName')}
              label={t('fields.childFirstName')}
              hint={t('fields.childFirstNameHint')}
              optional
              value={value('childFirstName')}
              autoComplete="off"
              maxLength={60}
            />
            <TextArea
              {...field('message')}
              label={t('fields.message')}
              hint={t('fields.messageHint', { max: ENQUIRY_MESSAGE_MAX.toLocaleString('en-IN') })}
              optional
              value={value('message')}
              maxLength={ENQUIRY_MESSAGE_MAX}
            />
          </>
        ) : (
          <>
            {emailField(t('fields.emailHintEither'))}
            {mobileField(true)}
            {kind === 'contact' ? (
              <SelectField
                {...field('topic')}
                label={t('fields.topic')}
                value={value('topic')}
                options={CONTACT_TOPICS.map((topic) => ({ value: topic.value, label: t(`topics.${topic.value}`) }))}
              />
            ) : (
              <SelectField
                {...field('category')}
                label={t('fields.category')}
                value={value('category')}
                options={GRIEVANCE_CATEGORIES.map((category) => ({
                  value: category.value,
                  label: t(`categories.${category.value}`),
                }))}
              />
            )}
            <TextArea
              {...field('message')}
              label={kind === 'contact' ? t('fields.message') : t('fields.whatHappened')}
              hint={t('fields.messageHint', { max: MESSAGE_MAX.toLocaleString('en-IN') })}
              value={value('message')}
              maxLength={MESSAGE_MAX}
            />
          </>
        )}
        <div className={styles.privacyNotice} id={id('notice')}>
          <h3>{t('fields.noticeTitle')}</h3>
          {privacyNotice.paragraphs.map((paragraph) => (
            // The officer's phone number kept on one line; the notice as stored (its version) is unchanged.
            <p key={paragraph}>{keepPhoneNumbersWhole(paragraph)}</p>
          ))}
          <p>
            <IntentLink href={localePath(locale, WITHDRAW_PATH)}>{t('fields.withdrawLink')}</IntentLink>
          </p>
        </div>
        <Checkbox {...field('consent')} label={t('fields.consent')} checked={value('consent') === 'yes'} />
        <button className="button button-primary" type="submit">
          {t(`buttons.${kind}`)}
        </button>
      </form>
    </section>
  );
}
