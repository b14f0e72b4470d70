import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { formatDate, type Day } from '@/lib/dates';
import type { DisclosedDocument, DocumentRow } from '@/lib/document-links';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { ExternalMark } from '@/lib/layout/external-mark';
import { NOT_APPLICABLE } from '@/lib/rules/fields';

/**
 * Whether a certificate is still valid on `today` (its last valid day included), said in words. Decided
 * per request: the disclosure itself is read once until it changes, the day moves on without it.
 */
function validity({ validUntil }: DisclosedDocument, today: Day | undefined, words: DocumentWords): ReactNode {
  if (!validUntil || !today) return null;
  const date = <time dateTime={validUntil}>{formatDate(validUntil, words.locale)}</time>;
  return today > validUntil ? (
    <>
      {' — '}
      <strong className="document-expired">{words.expiredOn(date)}</strong>
    </>
  ) : (
    <>
      {' — '}
      <span className="document-valid">{words.validUntil(date)}</span>
    </>
  );
}

/** A document row's own words in the page's language (the catalogue's `frame.document`). */
export type DocumentWords = {
  locale: Locale;
  notApplicable: string;
  validUntil: (date: ReactNode) => ReactNode;
  expiredOn: (date: ReactNode) => ReactNode;
};

const ENGLISH: DocumentWords = {
  locale: DEFAULT_LOCALE,
  notApplicable: NOT_APPLICABLE,
  validUntil: (date) => <>valid until {date}</>,
  expiredOn: (date) => <>expired on {date}</>,
};

export async function documentWords(locale: Locale): Promise<DocumentWords> {
  const t = await getTranslations({ locale, namespace: 'frame.document' });
  return {
    locale,
    notApplicable: t('notApplicable'),
    validUntil: (date) => t.rich('validUntil', { date: () => date }),
    expiredOn: (date) => t.rich('expiredOn', { date: () => date }),
  };
}

/**
 * A disclosed document as a table row: its name as the link text, then its type and size ("PDF, 25 kB"),
 * or its name and "Not applicable". Documents kept on another site open in a new tab. A certificate past
 * its last valid day is still shown and linked, marked "expired on" that day: visitors see the disclosure
 * as it stands. Without `today` (a notice's attachments), no validity is shown.
 */
export function documentRow(
  name: string,
  document: DocumentRow,
  today?: Day,
  words: DocumentWords = ENGLISH,
): [ReactNode, ReactNode] {
  if (document === NOT_APPLICABLE) return [name, words.notApplicable];
  const external = /^https:/.test(document.href);
  return [
    <>
      <a href={document.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {name}
        {external && <ExternalMark />}
      </a>
      {validity(document, today, words)}
    </>,
    `${document.type}, ${document.size}`,
  ];
}
