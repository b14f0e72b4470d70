import type { School } from '@/features/school/rules';
import type { TcLookupAnswer } from '@/features/transfer-certificates/tc-lookup-answer';
import { formatDay, istClock } from '@/lib/dates';
import { formWords } from '@/lib/forms/words';
import { getSiteLocale } from '@/lib/i18n/locale';
import answerBox from '../../lib/layout/answer.module.css';

/** The answer to a lookup, in the page's language: the TC's details and its scan, or one message whatever was wrong. */
export async function LookupResult({ answer, school }: { answer: TcLookupAnswer; school: School }) {
  const locale = await getSiteLocale();
  const t = formWords(locale);
  if (answer.kind === 'match') {
    const { tc } = answer;
    return (
      <section className={answerBox.result} aria-labelledby="result-title">
        <h2 id="result-title">{t('tc.matchTitle', { school: school.name })}</h2>
        <dl className={answerBox.details}>
          <dt>{t('tc.number')}</dt>
          <dd>{tc.number}</dd>
          <dt>{t('tc.studentName')}</dt>
          <dd>{tc.studentName}</dd>
          <dt>{t('tc.class')}</dt>
          <dd>{tc.class}</dd>
          <dt>{t('tc.issueDate')}</dt>
          <dd>
            <time dateTime={tc.issueDate}>{formatDay(tc.issueDate, true, locale)}</time>
          </dd>
        </dl>
        <p>
          {t.rich('tc.scan', {
            time: istClock(answer.expiresAt).time,
            // A plain link: never prefetched, and the scan opens in the browser's own PDF viewer.
            scan: (chunks) => <a href={answer.fileLink}>{chunks}</a>,
          })}
        </p>
      </section>
    );
  }
  return (
    <section className={`${answerBox.result} ${answerBox.refused}`} aria-labelledby="result-title">
      <h2 id="result-title">{t('tc.noMatchTitle')}</h2>
      <p>
        {t.rich('tc.noMatch', {
          email: school.email,
          mail: (chunks) => <a href={`mailto:${school.email}`}>{chunks}</a>,
        })}
      </p>
    </section>
  );
}
