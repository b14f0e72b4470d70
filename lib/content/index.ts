/**
 * The rules for the school's content (zod schemas with messages an office can act on), used by the
 * embedded CMS when an editor saves, by the pages when they read, and by the import of the starter
 * content (content/) into an empty database.
 */
export { ContentError } from './errors.ts';
export type { DisclosedDocument, Disclosure, DocumentLink, DocumentRow, ResultTable } from './disclosure.ts';
export { allPhones, parseSchool, type School } from './school.ts';
export { NOT_APPLICABLE, telHref } from './fields.ts';
