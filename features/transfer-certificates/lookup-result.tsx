import type { School } from '@/features/school/rules';
import type { TcLookupAnswer } from '@/features/transfer-certificates/tc-lookup-answer';
import { formatDay, istClock } from '@/lib/dates';
import answerBox from '../../lib/layout/answer.module.css';

/** The answer to a lookup: the TC's details and its scan, or one message whatever was wrong. */
export function LookupResult({ answer, school }: { answer: TcLookupAnswer; school: School }) {
  if (answer.kind === 'match') {
    const { tc } = answer;
    return (
      <section className={answerBox.result} aria-labelledby="result-title">
        <h2 id="result-title">This transfer certificate was issued by {school.name}</h2>
        <dl className={answerBox.details}>
          <dt>TC number</dt>
          <dd>{tc.number}</dd>
          <dt>Student&apos;s name</dt>
          <dd>{tc.studentName}</dd>
          <dt>Class last attended</dt>
          <dd>{tc.class}</dd>
          <dt>Date of issue</dt>
          <dd>
            <time dateTime={tc.issueDate}>{formatDay(tc.issueDate)}</time>
          </dd>
        </dl>
        <p>
          {/* A plain link: never prefetched, and the scan opens in the browser's own PDF viewer. */}
          <a href={answer.fileLink}>Open the scanned TC (PDF)</a>. Compare it with the copy you hold. This link works
          until {istClock(answer.expiresAt).time} IST (15 minutes); after that, look the TC up again.
        </p>
      </section>
    );
  }
  return (
    <section className={`${answerBox.result} ${answerBox.refused}`} aria-labelledby="result-title">
      <h2 id="result-title">No transfer certificate matches</h2>
      <p>
        No TC of this school matches this number and date of birth. Check both against the certificate and try again. If
        it still does not match, contact the school office at <a href={`mailto:${school.email}`}>{school.email}</a>: the
        certificate may not be genuine.
      </p>
    </section>
  );
}
