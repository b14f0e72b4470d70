import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { CollectionSlug, Payload } from 'payload';
import { parse as parseYaml } from 'yaml';
import { SCHOOL_TIME_ZONE, storedInstantOfDay } from '../lib/dates.ts';
import { ANNUAL_REPORTS_FILE, BOOK_LIST_FILE, readStarterAnnualReports, readStarterBookLists } from '../features/book-lists/starter-file.ts';
import { CALENDAR_FILE, readStarterCalendar } from '../features/calendar/starter-file.ts';
import { parseWrittenDocumentRow } from '../features/disclosure/rules.ts';
import { NOT_APPLICABLE } from '../lib/rules/fields.ts';
import { istMidnight, NOTICES_FOLDER, parseNotice } from '../features/notices/starter-file.ts';
import { parsePage, PAGES_FOLDER } from '../features/pages/starter-file.ts';
import { markdownToLexical } from './markdown-to-lexical.ts';
import { importGallery } from '../features/gallery/starter.ts';
import { importTransferCertificates } from '../features/transfer-certificates/starter.ts';

/**
 * The demo school, imported once into an empty database: `content/` (school.yaml, pages/*.md,
 * mandatory-disclosure.yaml, calendar.yaml, book-list.yaml, annual-reports.yaml and documents/) and navigation.json's menu and social links. After that
 * the database is the one source; these files are starter content only.
 */

export class StarterContentError extends Error {
  override name = 'StarterContentError';
}

type Row = Record<string, unknown>;
const record = (value: unknown): Row => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {});

/** Whether the school has content yet: its details are saved by every import and every edit. */
export async function hasContent(payload: Payload): Promise<boolean> {
  const school = await payload.findGlobal({ slug: 'school', depth: 0 });
  return typeof school.name === 'string' && school.name !== '';
}

function titleOf(filename: string): string {
  const words = basename(filename).replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Created = { collection: CollectionSlug; id: number | string }[];

async function importDocuments(payload: Payload, dir: string, created: Created): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>();
  let names: string[] = [];
  try {
    names = readdirSync(join(dir, 'documents')).filter((name) => /\.(pdf|jpe?g|png)$/i.test(name));
  } catch {
    return ids;
  }
  for (const name of names.sort()) {
    const doc = await payload.create({ collection: 'documents', data: { title: titleOf(name) }, filePath: join(dir, 'documents', name) });
    created.push({ collection: 'documents', id: doc.id });
    ids.set(`/documents/${name}`, doc.id);
  }
  return ids;
}

function documentRow(value: unknown, documents: Map<string, number | string>, field: string): Row {
  const parsed = parseWrittenDocumentRow(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const at = [field, ...(issue?.path ?? [])].filter((part) => typeof part !== 'symbol').join('.');
    throw new StarterContentError(`content/mandatory-disclosure.yaml: ${at}: ${issue?.message ?? 'invalid'}`);
  }
  const row = parsed.data;
  if (row === NOT_APPLICABLE) return { notApplicable: true };
  const written = typeof row === 'string' ? { path: row } : row;
  const validUntil = 'validUntil' in written && written.validUntil ? { validUntil: storedInstantOfDay(written.validUntil) } : {};
  if ('url' in written) return { url: written.url, type: written.type, size: written.size, ...validUntil };
  const id = documents.get(written.path);
  if (id === undefined) throw new StarterContentError(`content/mandatory-disclosure.yaml: ${field}: ${written.path} is not in content/documents/`);
  return { document: id, ...validUntil };
}

function resultTable(value: unknown): Row {
  return value === NOT_APPLICABLE ? { notApplicable: true } : { years: Array.isArray(value) ? value : [] };
}

function disclosureData(yaml: Row, documents: Map<string, number | string>): Row {
  const rows = (group: string) =>
    Object.fromEntries(
      Object.entries(record(yaml[group]))
        .filter(([key]) => key !== 'classX' && key !== 'classXII')
        .map(([key, value]) => [key, documentRow(value, documents, `${group}.${key}`)]),
    );
  const results = record(yaml.results);
  return {
    documents: rows('documents'),
    results: { ...rows('results'), classX: resultTable(results.classX), classXII: resultTable(results.classXII) },
    staff: yaml.staff,
    infrastructure: yaml.infrastructure,
  };
}

function schoolData(yaml: Row): Row {
  const phones = Array.isArray(yaml.otherPhones) ? yaml.otherPhones : [];
  return { ...yaml, otherPhones: phones.map((number) => ({ number: String(number) })) };
}

function readYaml(dir: string, file: string): Row {
  try {
    return record(parseYaml(readFileSync(join(dir, file), 'utf8')));
  } catch (error) {
    throw new StarterContentError(`content/${file}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** A save the CMS refused, named as the starter file and field it came from. */
async function saving<T>(file: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const data = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data;
    const first = data?.errors?.[0];
    throw new StarterContentError(first ? `${file}: ${first.path}: ${first.message}` : `${file}: ${(error as Error).message}`);
  }
}

type Lists = { menu: Row[]; socialmedia: Row[] };

/**
 * All or nothing: when a save is refused, what the import made so far is deleted again (documents with
 * their files), so a starter file fixed after a refused start imports into a database as empty as before.
 * (SQLite transactions would do it too, but Payload's SQLite adapter runs without them by default, and
 * turning them on for every save of the running site is not worth one import.)
 */
export async function importStarterContent(payload: Payload, contentDir: string, listsFile: string): Promise<void> {
  const created: Created = [];
  try {
    await importAll(payload, contentDir, listsFile, created);
  } catch (error) {
    for (const { collection, id } of created.reverse()) await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined);
    throw error;
  }
}

/** `notices/*.md`: a published notice each, its address from the file name, its attachments from documents/. */
async function importNotices(payload: Payload, contentDir: string, documents: Map<string, number | string>, editorConfig: Parameters<typeof markdownToLexical>[1], created: Created) {
  let files: string[] = [];
  try {
    files = readdirSync(join(contentDir, NOTICES_FOLDER)).filter((name) => name.endsWith('.md'));
  } catch {
    return;
  }
  for (const name of files.sort()) {
    const file = `content/${NOTICES_FOLDER}/${name}`;
    const notice = parseNotice(readFileSync(join(contentDir, NOTICES_FOLDER, name), 'utf8'), file, name.replace(/\.md$/, ''));
    const attachments = (notice.attachments ?? []).map((path) => {
      const id = documents.get(path);
      if (id === undefined) throw new StarterContentError(`${file}: attachments: ${path} is not in content/documents/`);
      return id;
    });
    const { slug, title, number, category, pinned, expiresAt } = notice;
    const data = { slug, title, number, category, pinned: pinned ?? false, expiresAt, date: istMidnight(notice.date), body: markdownToLexical(notice.body, editorConfig), attachments, _status: 'published' };
    const doc = await saving(file, () => payload.create({ collection: 'notices', data: data as never }));
    created.push({ collection: 'notices', id: doc.id });
  }
}

/** A document a starter file names by its path, as its id, or the file and field that name a missing one. */
function documentId(documents: Map<string, number | string>, path: string, where: string): number | string {
  const id = documents.get(path);
  if (id === undefined) throw new StarterContentError(`${where}: ${path} is not in content/documents/`);
  return id;
}

async function importBookListsAndReports(payload: Payload, contentDir: string, documents: Map<string, number | string>, created: Created) {
  const bookLists = readStarterBookLists(contentDir);
  const reports = readStarterAnnualReports(contentDir);
  if (bookLists) {
    const file = `content/${BOOK_LIST_FILE}`;
    const declaration = bookLists.declaration === undefined ? undefined : documentId(documents, bookLists.declaration, `${file}: declaration`);
    for (const list of bookLists.classes) {
      const data = { class: list.class, academicYear: bookLists.academicYear, books: list.books, declaration };
      const doc = await saving(file, () => payload.create({ collection: 'book-lists', data: data as never }));
      created.push({ collection: 'book-lists', id: doc.id });
    }
  }
  for (const [index, report] of reports.entries()) {
    const file = `content/${ANNUAL_REPORTS_FILE}`;
    const data = { academicYear: report.academicYear, report: documentId(documents, report.report, `${file}: reports[${index + 1}].report`), summary: report.summary };
    const doc = await saving(file, () => payload.create({ collection: 'annual-reports', data: data as never }));
    created.push({ collection: 'annual-reports', id: doc.id });
  }
}

async function importAll(payload: Payload, contentDir: string, listsFile: string, created: Created): Promise<void> {
  const events = readStarterCalendar(contentDir);
  // Checked before anything is saved, like the calendar: a broken file refuses the start at once.
  readStarterBookLists(contentDir);
  readStarterAnnualReports(contentDir);
  const documents = await importDocuments(payload, contentDir, created);
  const editorConfig = await editorConfigFactory.default({ config: payload.config });

  let pageFiles: string[] = [];
  try {
    pageFiles = readdirSync(join(contentDir, PAGES_FOLDER)).filter((name) => name.endsWith('.md'));
  } catch {
    // No pages: every menu link shows the home page.
  }
  for (const name of pageFiles.sort()) {
    const file = `content/${PAGES_FOLDER}/${name}`;
    const page = parsePage(readFileSync(join(contentDir, PAGES_FOLDER, name), 'utf8'), file);
    const body = markdownToLexical(page.body, editorConfig);
    const doc = await saving(file, () =>
      payload.create({ collection: 'pages', data: { slug: name.replace(/\.md$/, ''), title: page.title, description: page.description, body, _status: 'published' } }),
    );
    created.push({ collection: 'pages', id: doc.id });
  }

  await importNotices(payload, contentDir, documents, editorConfig, created);

  const lists = JSON.parse(readFileSync(listsFile, 'utf8')) as Lists;
  for (const entry of lists.menu) {
    const { title, url, active, position } = entry;
    const doc = await saving('content/navigation.json', () => payload.create({ collection: 'menu', data: { title, url, active, position } as never }));
    created.push({ collection: 'menu', id: doc.id });
  }
  for (const link of lists.socialmedia) {
    const doc = await saving('content/navigation.json', () => payload.create({ collection: 'social', data: { title: link.title, url: link.url } as never }));
    created.push({ collection: 'social', id: doc.id });
  }

  await importGallery(payload, contentDir, created, (message) => new StarterContentError(message));
  await importTransferCertificates(payload, contentDir, created, (message) => new StarterContentError(message));
  for (const event of events) {
    const doc = await saving(`content/${CALENDAR_FILE}`, () => payload.create({ collection: 'events', data: { ...event, start_tz: SCHOOL_TIME_ZONE, end_tz: SCHOOL_TIME_ZONE } }));
    created.push({ collection: 'events', id: doc.id });
  }

  await importBookListsAndReports(payload, contentDir, documents, created);

  const disclosure = disclosureData(readYaml(contentDir, 'mandatory-disclosure.yaml'), documents);
  await saving('content/mandatory-disclosure.yaml', () => payload.updateGlobal({ slug: 'disclosure', data: disclosure as never }));
  // Last: the school's details mark the import as done.
  await saving('content/school.yaml', () => payload.updateGlobal({ slug: 'school', data: schoolData(readYaml(contentDir, 'school.yaml')) as never }));
}
