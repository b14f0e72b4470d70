import { formWords } from '../../lib/forms/words.ts';
import { getSiteLocale } from '../../lib/i18n/locale.ts';
import { DEFAULT_LOCALE, localePath, type Locale } from '../../lib/i18n/locales.ts';
import { IntentLink } from '../../lib/layout/intent-link.tsx';
import type { MessageAnswer } from './message-answer.ts';
import styles from './messages.module.css';
import { STATUS_PATH, WITHDRAW_PATH, type FormKind } from './rules.ts';

/** The title of the page that answers a form stored, in `locale`. */
const sentTitle = (form: FormKind, locale: Locale = DEFAULT_LOCALE) => formWords(locale)(`sent.titles.${form}`);

/**
 * The title of a page that shows a form, in `locale`, once the form was sent from it: the sent page's own,
 * or GOV.UK's "Error: " first while the form has errors; `title` itself otherwise.
 */
export function answeredTitle(answer: MessageAnswer | undefined, title: string, locale: Locale): string {
  if (answer?.kind === 'sent') return sentTitle(answer.form, locale);
  return answer?.kind === 'invalid' ? formWords(locale)('summary.pageTitle', { title }) : title;
}

/** What a parent sees once their form is stored, in the page's language: the reference, what happens next, and how to withdraw. */
export async function MessageSent({ answer }: { answer: Extract<MessageAnswer, { kind: 'sent' }> }) {
  const locale = await getSiteLocale();
  const t = formWords(locale);
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{sentTitle(answer.form, locale)}</h1>
        <p>
          {t('sent.reference')}
          <br />
          <strong className={styles.reference} data-reference>
            {answer.reference}
          </strong>
        </p>
      </div>
      <h2>{t('sent.nextTitle')}</h2>
      <p>{t(`nextSteps.${answer.form}`)}</p>
      {answer.form === 'grievance' && (
        <p>
          <IntentLink href={localePath(locale, STATUS_PATH)}>{t('sent.checkStatus')}</IntentLink>
        </p>
      )}
      <p>{t('sent.acknowledged')}</p>
      <p>
        {t.rich('sent.keep', {
          withdraw: (chunks) => <IntentLink href={localePath(locale, WITHDRAW_PATH)}>{chunks}</IntentLink>,
        })}
      </p>
    </article>
  );
}
