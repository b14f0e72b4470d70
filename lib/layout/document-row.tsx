import type { ReactNode } from 'react';
import { formatDate, type Day } from '@/lib/dates';
import type { DisclosedDocument, DocumentRow } from '@/lib/document-links';
import { NOT_APPLICABLE } from '@/lib/rules/fields';

/**
 * Whether a certificate is still valid on `today` (its last valid day included), said in words. Decided
 * per request: the disclosure itself is read once until it changes, the day moves on without it.
 */
function validity({ validUntil }: DisclosedDocument, today: Day | undefined): ReactNode {
  if (!validUntil || !today) return null;
  const date = <time dateTime={validUntil}>{formatDate(validUntil)}</time>;
  return today > validUntil ? (
    <>
      {' — '}
      <strong className="document-expired">expired on {date}</strong>
    </>
  ) : (
    <>
      {' — '}
      <span className="document-valid">valid until {date}</span>
    </>
  );
}

/**
 * A disclosed document as a table row: its name as the link text, then its type and size ("PDF, 25 kB"),
 * or its name and "Not applicable". Documents kept on another site open in a new tab. A certificate past
 * its last valid day is still shown and linked, marked "expired on" that day: visitors see the disclosure
 * as it stands. Without `today` (a notice's attachments), no validity is shown.
 */
export function documentRow(name: string, document: DocumentRow, today?: Day): [ReactNode, ReactNode] {
  if (document === NOT_APPLICABLE) return [name, NOT_APPLICABLE];
  const external = /^https:/.test(document.href);
  return [
    <>
      <a href={document.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {name}
      </a>
      {validity(document, today)}
    </>,
    `${document.type}, ${document.size}`,
  ];
}
