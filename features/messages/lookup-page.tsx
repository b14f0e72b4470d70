import { formatDay, istDay } from '../../lib/dates.ts';
import { formWords, type FormWords } from '../../lib/forms/words.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import answerBox from '../../lib/layout/answer.module.css';
import { ErrorSummary, TextField } from './fields.tsx';
import { MESSAGE_LOOKUP_PATHS, type MessageLookupAnswer, type MessageLookupPurpose } from './message-lookup-answer.ts';
import styles from './messages.module.css';

/** A grievance's status in the page's language; a status the catalogue does not know, as stored. */
function statusLabel(t: FormWords, status: string): string {
  return status === 'received' || status === 'in-progress' || status === 'resolved' ? t(`statuses.${status}`) : status;
}

function Result({ answer, t, locale }: { answer: MessageLookupAnswer; t: FormWords; locale: Locale }) {
  switch (answer.kind) {
    case 'withdrawn':
      return (
        <div className={answerBox.result} role="status">
          <h2>{t('lookup.withdrawnTitle')}</h2>
          <p>{t(`lookup.withdrawn.${answer.form}`)}</p>
        </div>
      );
    case 'status':
      return (
        <div className={answerBox.result} role="status">
          <h2>{t('lookup.grievance', { reference: answer.reference })}</h2>
          <dl className={answerBox.details}>
            <dt>{t('lookup.statusLabel')}</dt>
            <dd>{statusLabel(t, answer.status)}</dd>
            <dt>{t('lookup.received')}</dt>
            <dd>{formatDay(istDay(answer.receivedAt), true, locale)}</dd>
            <dt>{t('lookup.updated')}</dt>
            <dd>{formatDay(istDay(answer.updatedAt), true, locale)}</dd>
            {answer.closedAt && (
              <>
                <dt>{t('lookup.resolved')}</dt>
                <dd>{formatDay(istDay(answer.closedAt), true, locale)}</dd>
              </>
            )}
          </dl>
        </div>
      );
    case 'no-match':
      return (
        <div className={`${answerBox.result} ${answerBox.refused}`} role="alert">
          <h2>{t('lookup.noMatch')}</h2>
          <p>{t('lookup.miss')}</p>
        </div>
      );
    case 'invalid':
      return null;
  }
}

/** /withdraw and /grievance/status (and /hi/…): a reference and the contact given, and the one answer. */
export function LookupPage({
  purpose,
  answer,
  locale,
}: {
  purpose: MessageLookupPurpose;
  answer: MessageLookupAnswer | undefined;
  locale: Locale;
}) {
  const t = formWords(locale);
  const title = t(`lookup.${purpose}.title`);
  const echo = answer && 'echo' in answer ? answer.echo : undefined;
  const errors = answer?.kind === 'invalid' ? answer.errors : {};
  const id = (field: string) => `${purpose}-${field}`;
  const done = answer?.kind === 'withdrawn' || answer?.kind === 'status';
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t(`lookup.${purpose}.lead`)}</p>
      {answer && <Result answer={answer} t={t} locale={locale} />}
      {!(done && purpose === 'withdraw') && (
        <section className={styles.form} aria-label={title}>
          <ErrorSummary
            locale={locale}
            errors={['reference', 'contact'].filter((f) => errors[f]).map((f) => [f, errors[f]!] as [string, string])}
            idOf={id}
          />
          <form method="post" action={localePath(locale, MESSAGE_LOOKUP_PATHS[purpose])} noValidate>
            <TextField
              locale={locale}
              id={id('reference')}
              name="reference"
              label={t('lookup.reference')}
              hint={t('lookup.referenceHint')}
              error={errors.reference}
              value={echo?.reference ?? ''}
              autoComplete="off"
              maxLength={40}
              spellCheck={false}
            />
            <TextField
              locale={locale}
              id={id('contact')}
              name="contact"
              label={t('lookup.contact')}
              hint={t('lookup.contactHint')}
              error={errors.contact}
              value={echo?.contact ?? ''}
              autoComplete="email"
              maxLength={254}
              spellCheck={false}
            />
            <button className="button button-primary" type="submit">
              {t(`lookup.${purpose}.button`)}
            </button>
          </form>
        </section>
      )}
    </article>
  );
}
