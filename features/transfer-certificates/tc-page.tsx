import type { School } from '@/features/school/rules';
import type { TcLookupAnswer } from '@/features/transfer-certificates/tc-lookup-answer';
import { LookupForm } from './lookup-form';
import { LookupResult } from './lookup-result';
import styles from './tc.module.css';

/** /transfer-certificate: the lookup form, its answer, and why the school verifies TCs this way. */
export function TransferCertificatePage({ school, answer }: { school: School; answer: TcLookupAnswer | undefined }) {
  return (
    <article className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">Verify a transfer certificate</h1>
      <p className="lead">
        For receiving schools and parents: check that a transfer certificate (TC) was issued by {school.name}, and see
        its scanned copy.
      </p>
      {answer && <LookupResult answer={answer} school={school} />}
      <LookupForm echo={answer?.echo} />
      <section aria-labelledby="what-title">
        <h2 id="what-title">What to enter</h2>
        <p>
          The TC number and the student&apos;s date of birth, both as printed on the certificate. If they match a TC we
          issued, you see its number, the student&apos;s name, the class last attended and the date of issue, with a
          link to the scanned TC.
        </p>
      </section>
      <section aria-labelledby="why-title">
        <h2 id="why-title">Why there is no list of TCs</h2>
        <p>
          A TC carries a child&apos;s name and date of birth. India&apos;s Digital Personal Data Protection Act, 2023
          treats everyone under 18 as a child and asks us to show personal data only to those who need it. So we publish
          no list and no scans for anyone to browse or for search engines to index: a TC is shown only to someone who
          already holds it. Each lookup is recorded with its time and network address (never what was typed), and after
          10 lookups without a match or links that did not work from one network in 15 minutes, further lookups and
          links wait.
        </p>
      </section>
      <section aria-labelledby="cbse-title">
        <h2 id="cbse-title">CBSE&apos;s requirement</h2>
        <p>
          CBSE&apos;s circular of 26 November 2014 asks schools to upload scanned copies of the TCs they issue on their
          website, so that the school a student moves to can verify them. This page meets that aim while keeping
          children&apos;s details private.
        </p>
      </section>
    </article>
  );
}
