import { academicYearLabel, parseAcademicYearName } from '../../lib/academic-year.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { IntentLink } from '../../lib/layout/intent-link.tsx';
import { Checkbox, ErrorSummary, SelectField, TextArea, TextField } from './fields.tsx';
import { messageFormAction, type MessageAnswer } from './message-answer.ts';
import styles from './messages.module.css';
import type { PrivacyNotice } from './privacy-notice.ts';
import {
  CONTACT_TOPICS,
  ENQUIRY_MESSAGE_MAX,
  FIELD_ORDER,
  FORM_TITLES,
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
  /** The page's own path: the form's answer is shown there. */
  action: string;
  /** This response's signed time stamp (lib/forms/form-stamp.ts). */
  stamp: string;
  privacyNotice: PrivacyNotice;
  today: string;
  /** The answer to a form this visitor sent that had mistakes: its errors and what was typed. */
  answer?: Extract<MessageAnswer, { kind: 'invalid' }> | undefined;
};

const BUTTON: Record<FormKind, string> = {
  enquiry: 'Send the enquiry',
  contact: 'Send the message',
  grievance: 'Send the grievance',
};

/**
 * One parent's form: a plain POST to its route handler, answered on its page, which works without JavaScript. Errors follow GOV.UK's
 * pattern (a summary first, linking to each field; each message above its field), what was typed stays,
 * and the privacy notice and an unticked consent box come before the button.
 */
export function MessageForm({ kind, action, stamp, privacyNotice, today, answer }: MessageFormProps) {
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const value = (name: string) => values[name] ?? '';
  const id = (field: string) => `${kind}-${field}`;
  const field = (name: string) => ({ id: id(name), name, error: errors[name] });
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
      label="Mobile number"
      hint="An Indian mobile number, for example 98100 45678"
      optional={optional}
      value={value('mobile')}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={20}
    />
  );
  const emailField = (hint: string) => (
    <TextField
      {...field('email')}
      label="E-mail address"
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
      <h2 id={`${anchor}-title`}>{FORM_TITLES[kind]}</h2>
      <ErrorSummary errors={ordered} idOf={id} />
      <form method="post" action={messageFormAction(action)} noValidate>
        <input type="hidden" name="form" value={kind} />
        <input type="hidden" name="stamp" value={stamp} />
        <input type="hidden" name="notice" value={privacyNotice.version} />
        {/* For bots only: not shown, not announced, not reachable with the keyboard. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={id(HONEYPOT)}>Leave this empty</label>
          <input id={id(HONEYPOT)} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <TextField
          {...field('name')}
          label="Your name"
          value={value('name')}
          autoComplete="name"
          maxLength={100}
          spellCheck={false}
        />
        {kind === 'enquiry' ? (
          <>
            {mobileField(false)}
            {emailField('We send you an acknowledgement with your reference number')}
            <SelectField
              {...field('classSought')}
              label="Class sought"
              value={value('classSought')}
              options={CLASSES.map((name) => ({ value: name, label: /^[IVX]+$/.test(name) ? `Class ${name}` : name }))}
            />
            <SelectField {...field('yearSought')} label="Academic year" value={value('yearSought')} options={years} />
            <TextField
              {...field('childFirstName')}
              label="Your child’s first name"
              hint="Only the first name; we ask nothing else about your child here"
              optional
              value={value('childFirstName')}
              autoComplete="off"
              maxLength={60}
            />
            <TextArea
              {...field('message')}
              label="Your message"
              hint={`At most ${ENQUIRY_MESSAGE_MAX.toLocaleString('en-IN')} characters`}
              optional
              value={value('message')}
              maxLength={ENQUIRY_MESSAGE_MAX}
            />
          </>
        ) : (
          <>
            {emailField('Give an e-mail address, a mobile number or both, so that we can answer you')}
            {mobileField(true)}
            {kind === 'contact' ? (
              <SelectField
                {...field('topic')}
                label="What is it about?"
                value={value('topic')}
                options={CONTACT_TOPICS}
              />
            ) : (
              <SelectField
                {...field('category')}
                label="What is the grievance about?"
                value={value('category')}
                options={GRIEVANCE_CATEGORIES}
              />
            )}
            <TextArea
              {...field('message')}
              label={kind === 'contact' ? 'Your message' : 'What happened?'}
              hint={`At most ${MESSAGE_MAX.toLocaleString('en-IN')} characters`}
              value={value('message')}
              maxLength={MESSAGE_MAX}
            />
          </>
        )}
        <div className={styles.privacyNotice} id={id('notice')}>
          <h3>How we use these details</h3>
          {privacyNotice.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <IntentLink href={WITHDRAW_PATH}>Withdraw a message</IntentLink>
          </p>
        </div>
        <Checkbox
          {...field('consent')}
          label="I agree to the school using these details as described above"
          checked={value('consent') === 'yes'}
        />
        <button className="button button-primary" type="submit">
          {BUTTON[kind]}
        </button>
      </form>
    </section>
  );
}
