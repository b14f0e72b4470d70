import { IntentLink } from '../../lib/layout/intent-link.tsx';
import type { MessageAnswer } from './message-answer.ts';
import styles from './messages.module.css';
import { NEXT_STEPS } from './next-steps.ts';
import { STATUS_PATH, WITHDRAW_PATH, type FormKind } from './rules.ts';

export const SENT_TITLES: Record<FormKind, string> = {
  enquiry: 'Your enquiry has been sent',
  contact: 'Your message has been sent',
  grievance: 'Your grievance has been received',
};

/** What a parent sees once their form is stored: the reference, what happens next, and how to withdraw. */
export function MessageSent({ answer }: { answer: Extract<MessageAnswer, { kind: 'sent' }> }) {
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <div className={styles.panel}>
        <h1 id="page-title">{SENT_TITLES[answer.form]}</h1>
        <p>
          Your reference number is
          <br />
          <strong className={styles.reference} data-reference>
            {answer.reference}
          </strong>
        </p>
      </div>
      <h2>What happens next</h2>
      <p>{NEXT_STEPS[answer.form]}</p>
      {answer.form === 'grievance' && (
        <p>
          <IntentLink href={STATUS_PATH}>Check the status of a grievance</IntentLink>
        </p>
      )}
      <p>If you gave an e-mail address, we have sent you an acknowledgement with this reference number.</p>
      <p>
        Keep the reference number. With it and the contact you gave, you can{' '}
        <IntentLink href={WITHDRAW_PATH}>withdraw</IntentLink> what you sent at any time: it is then deleted at once.
      </p>
    </article>
  );
}
