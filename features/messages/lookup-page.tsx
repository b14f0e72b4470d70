import { formatDay } from '../../lib/dates.ts';
import { istDay } from '../../lib/dates.ts';
import answerBox from '../../lib/layout/answer.module.css';
import { TextField } from './fields.tsx';
import { ErrorSummary } from './fields.tsx';
import { MESSAGE_LOOKUP_PATHS, type MessageLookupAnswer, type MessageLookupPurpose } from './message-lookup-answer.ts';
import styles from './messages.module.css';
import { FORM_TITLES } from './rules.ts';

const TEXT: Record<MessageLookupPurpose, { title: string; lead: string; button: string }> = {
  withdraw: {
    title: 'Withdraw a message',
    lead: 'Withdraw an admission enquiry, a message or a grievance you sent on this site, and with it your consent to our keeping it. It is deleted at once; the school keeps only a note that a message was withdrawn.',
    button: 'Withdraw and delete',
  },
  status: {
    title: 'Check the status of a grievance',
    lead: 'See where a grievance you raised on this site has got to. The page shows only its status and dates, never what you wrote.',
    button: 'Check the status',
  },
};

const MISS =
  'We found no message with that reference number and that e-mail address or mobile number. Check both against the acknowledgement, or call the school office.';

function Result({ answer }: { answer: MessageLookupAnswer }) {
  switch (answer.kind) {
    case 'withdrawn':
      return (
        <div className={answerBox.result} role="status">
          <h2>Withdrawn and deleted</h2>
          <p>Your {FORM_TITLES[answer.form].toLowerCase()} has been deleted. The school no longer holds it.</p>
        </div>
      );
    case 'status':
      return (
        <div className={answerBox.result} role="status">
          <h2>Grievance {answer.reference}</h2>
          <dl className={answerBox.details}>
            <dt>Status</dt>
            <dd>{answer.status}</dd>
            <dt>Received</dt>
            <dd>{formatDay(istDay(answer.receivedAt))}</dd>
            <dt>Last updated</dt>
            <dd>{formatDay(istDay(answer.updatedAt))}</dd>
            {answer.closedAt && (
              <>
                <dt>Resolved</dt>
                <dd>{formatDay(istDay(answer.closedAt))}</dd>
              </>
            )}
          </dl>
        </div>
      );
    case 'no-match':
      return (
        <div className={`${answerBox.result} ${answerBox.refused}`} role="alert">
          <h2>No match</h2>
          <p>{MISS}</p>
        </div>
      );
    case 'invalid':
      return null;
  }
}

/** /withdraw and /grievance/status: a reference and the contact given, and the one answer. */
export function LookupPage({
  purpose,
  answer,
}: {
  purpose: MessageLookupPurpose;
  answer: MessageLookupAnswer | undefined;
}) {
  const text = TEXT[purpose];
  const echo = answer && 'echo' in answer ? answer.echo : undefined;
  const errors = answer?.kind === 'invalid' ? answer.errors : {};
  const id = (field: string) => `${purpose}-${field}`;
  const done = answer?.kind === 'withdrawn' || answer?.kind === 'status';
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{text.title}</h1>
      <p className="lead">{text.lead}</p>
      {answer && <Result answer={answer} />}
      {!(done && purpose === 'withdraw') && (
        <section className={styles.form} aria-label={text.title}>
          <ErrorSummary
            errors={['reference', 'contact'].filter((f) => errors[f]).map((f) => [f, errors[f]!] as [string, string])}
            idOf={id}
          />
          <form method="post" action={MESSAGE_LOOKUP_PATHS[purpose]} noValidate>
            <TextField
              id={id('reference')}
              name="reference"
              label="Reference number"
              hint="As on your acknowledgement, for example GRV-7K3M-9Q2X"
              error={errors.reference}
              value={echo?.reference ?? ''}
              autoComplete="off"
              maxLength={40}
              spellCheck={false}
            />
            <TextField
              id={id('contact')}
              name="contact"
              label="E-mail address or mobile number"
              hint="The one you gave when you sent it"
              error={errors.contact}
              value={echo?.contact ?? ''}
              autoComplete="email"
              maxLength={254}
              spellCheck={false}
            />
            <button className="button button-primary" type="submit">
              {text.button}
            </button>
          </form>
        </section>
      )}
    </article>
  );
}
