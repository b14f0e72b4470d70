import type { Day } from './dates.ts';
import { asRecord } from './rules/checked.ts';
import type { NOT_APPLICABLE } from './rules/fields.ts';

/** A linked document as a visitor sees it: where it is, and its type and size ("PDF, 212 kB"). Notices, book lists and the disclosure all link documents. */
export type DocumentLink = { href: string; type: string; size: string };

/** A document row of a table: its link, and for a certificate that expires, the last day it is valid; or "Not applicable". */
export type DisclosedDocument = DocumentLink & { validUntil?: Day };
export type DocumentRow = DisclosedDocument | typeof NOT_APPLICABLE;

function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};

/** The site's own address of an uploaded document: stable, public and outside /api (which is not indexed). */
function documentHref(filename: string): string {
  return `/documents/${encodeURIComponent(filename)}`;
}

/** An uploaded document as a visitor sees its link: where it is, its type and its size ("PDF, 25 kB"). */
export function documentLink(doc: unknown): DocumentLink | undefined {
  const { filename, mimeType, filesize } = asRecord(doc);
  if (typeof filename !== 'string' || typeof filesize !== 'number') return undefined;
  return { href: documentHref(filename), type: TYPE_NAMES[String(mimeType)] ?? 'File', size: formatSize(filesize) };
}
