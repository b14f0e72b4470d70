import type { ReactNode } from 'react';
import { formWords } from '../../lib/forms/words.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import styles from './messages.module.css';

/**
 * Form fields in the GOV.UK Design System's pattern, rendered on the server, no script: a label, a hint,
 * the error above the input, both tied to it with aria-describedby, and what was typed kept.
 */

export type FieldProps = {
  /** The page's language: the words a field adds (optional, error, select) are in it. */
  locale: Locale;
  id: string;
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean;
};

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

function Label({ locale, id, label, optional }: Pick<FieldProps, 'locale' | 'id' | 'label' | 'optional'>) {
  return (
    <label className={styles.label} htmlFor={id}>
      {optional ? formWords(locale)('fields.optional', { label }) : label}
    </label>
  );
}

function HintAndError({ locale, id, hint, error }: Pick<FieldProps, 'locale' | 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={`${id}-error`}>
          <span className="visually-hidden">{formWords(locale)('fields.errorPrefix')} </span>
          {error}
        </p>
      )}
    </>
  );
}

function Group({ error, children }: { error?: string | undefined; children: ReactNode }) {
  return <div className={error ? `${styles.field} ${styles.fieldError}` : styles.field}>{children}</div>;
}

/** A field's label, hint and error around its control. */
function Framed({ field, children }: { field: FieldProps; children: ReactNode }) {
  return (
    <Group error={field.error}>
      <Label locale={field.locale} id={field.id} label={field.label} optional={field.optional} />
      <HintAndError locale={field.locale} id={field.id} hint={field.hint} error={field.error} />
      {children}
    </Group>
  );
}

/** What ties a control to its label, hint and error, and what was typed in it. */
const controlProps = ({ id, name, hint, error }: FieldProps, value: string) => ({
  id,
  name,
  defaultValue: value,
  'aria-describedby': describedBy(id, hint, error),
  'aria-invalid': error ? true : undefined,
});

export function TextField({
  value,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  spellCheck,
  ...field
}: FieldProps & {
  value: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  spellCheck?: boolean;
}) {
  return (
    <Framed field={field}>
      <input
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        spellCheck={spellCheck}
        {...controlProps(field, value)}
      />
    </Framed>
  );
}

export function TextArea({ value, maxLength, ...field }: FieldProps & { value: string; maxLength: number }) {
  return (
    <Framed field={field}>
      <textarea className={styles.textarea} rows={5} maxLength={maxLength} {...controlProps(field, value)} />
    </Framed>
  );
}

export function SelectField({
  value,
  options,
  ...field
}: FieldProps & { value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <Framed field={field}>
      <select className={styles.select} {...controlProps(field, value)}>
        <option value="">{formWords(field.locale)('fields.select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Framed>
  );
}

export function Checkbox({ locale, id, name, label, error, checked }: FieldProps & { checked: boolean }) {
  return (
    <Group error={error}>
      <HintAndError locale={locale} id={id} error={error} />
      <div className={styles.checkbox}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          defaultChecked={checked}
          aria-describedby={describedBy(id, undefined, error)}
          aria-invalid={error ? true : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </Group>
  );
}

/** The GOV.UK error summary: at the top of the form, each problem a link to its field. */
export function ErrorSummary({
  locale,
  errors,
  idOf,
}: {
  locale: Locale;
  errors: [field: string, message: string][];
  idOf: (field: string) => string;
}) {
  if (errors.length === 0) return null;
  return (
    <div className={styles.summary} role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{formWords(locale)('summary.title')}</h2>
      <ul>
        {errors.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idOf(field)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
