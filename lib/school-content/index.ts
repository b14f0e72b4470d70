/**
 * The school's own content as the pages use it (types and small helpers). The readers are in server.ts;
 * the content lives in the embedded CMS (cms/), checked by the schemas in lib/content/.
 */
export type { DisclosedDocument, Disclosure, DocumentLink, DocumentRow, ResultTable } from '../content/disclosure.ts';
export { NOT_APPLICABLE, telHref } from '../content/fields.ts';
export { allPhones, type School } from '../content/school.ts';
export type { ContentPage } from './pages.ts';
