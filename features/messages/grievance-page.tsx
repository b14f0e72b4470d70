import { IntentLink } from '../../lib/layout/intent-link.tsx';
import { FormBlockView } from './form-block.tsx';
import styles from './messages.module.css';
import { GRIEVANCE_PATH, STATUS_PATH } from './rules.ts';

/** /grievance: the grievance form on a page of its own, with what happens to a grievance. */
export function GrievancePage({ schoolName }: { schoolName: string }) {
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">Raise a grievance</h1>
      <p className="lead">
        If something at {schoolName} has gone wrong for you or your child, tell us here. Every grievance is read by the
        school’s grievance officer, gets a reference number, and is answered.
      </p>
      <p>
        Concerns about a child’s safety are taken up the same day: if a child is in danger now, call the school office.
        To see where a grievance you raised has got to, <IntentLink href={STATUS_PATH}>check its status</IntentLink>.
      </p>
      <FormBlockView kind="grievance" action={GRIEVANCE_PATH} />
    </article>
  );
}
