import type { Payload, PayloadRequest, Where } from 'payload';
import { DEFAULT_LOCALE } from '../../lib/i18n/locales.ts';
import { inReqLocale } from '../localized.ts';
import { bodyFiles } from './body-files.ts';
import { collectionUses, schoolDocUses, type FileRef, type SchoolDocUse } from './uses.ts';

// Who shows a file, named in the admin: a few entries of each kind, then how many more.
const NAMED = 3;

const sameFile = (a: FileRef) => (b: FileRef) => a.collection === b.collection && String(a.id) === String(b.id);

/** What the published site shows `file` in, as the admin names it: empty when nothing published does. */
async function shownBy(
  req: PayloadRequest,
  file: FileRef,
  school: unknown,
  schoolDocFiles: (use: SchoolDocUse, school: unknown) => Promise<FileRef[]>,
): Promise<string[]> {
  const names: string[] = [];
  for (const use of collectionUses(req.payload.config)) {
    const fields = use.fields[file.collection];
    if (!fields) continue;
    const where: Where = {
      and: [
        { or: fields.map((field) => ({ [field]: { equals: file.id } })) },
        ...(use.drafts ? [{ _status: { equals: 'published' } }] : []),
      ],
    };
    // Indexed: the relationship tables are indexed by file, so this costs the same with 700 notices as with 7.
    const { docs, totalDocs } = await req.payload.find({
      collection: use.collection,
      where,
      limit: NAMED,
      depth: 0,
      overrideAccess: true,
      req,
    });
    names.push(...docs.map((doc) => use.name(doc as Parameters<typeof use.name>[0])));
    if (totalDocs > docs.length) names.push(`${totalDocs - docs.length} more ${use.plural}`);
  }
  for (const use of schoolDocUses(req.payload.config))
    if ((await schoolDocFiles(use, school)).some(sameFile(file))) names.push(use.name);
  return names;
}

/**
 * Sets each file's `public` (what visitors may read) and `usedBy` (why) from what is published now. A
 * change is an update of the file's row, which moves the content's change stamp, so every replica's next
 * request sees it. Each file costs a few indexed queries (one per kind of entry that can show it).
 */
export async function refreshFiles(req: PayloadRequest, files: FileRef[]): Promise<void> {
  const unique = files.filter((file, index) => files.findIndex(sameFile(file)) === index);
  if (unique.length === 0) return;
  // A file is its school's (cms/schools.ts): only that school's details or disclosure can show it.
  const read = new Map<string, Promise<FileRef[]>>();
  const schoolDocFiles = (use: SchoolDocUse, school: unknown) => {
    const key = `${use.collection} ${String(school)}`;
    let files = read.get(key);
    if (!files) {
      files = req.payload
        .find({
          collection: use.collection,
          where: { school: { equals: school } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          req,
        })
        .then(({ docs }) => (docs[0] ? use.files(docs[0] as unknown as Record<string, unknown>) : []));
      read.set(key, files);
    }
    return files;
  };
  for (const file of unique) {
    const doc = await req.payload.findByID({
      collection: file.collection,
      id: file.id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    });
    if (!doc) continue;
    const school = typeof doc.school === 'object' && doc.school ? doc.school.id : doc.school;
    const names = await shownBy(req, file, school, schoolDocFiles);
    const data = { public: names.length > 0, usedBy: names.join(', ') };
    if (Boolean(doc.public) === data.public && (doc.usedBy ?? '') === data.usedBy) continue;
    // In English, whatever language the save that shows it was made in: these fields are not localized,
    // and a Hindi save would check the file's required title in Hindi, which it may not have yet.
    await inReqLocale(req, () =>
      req.payload.update({
        collection: file.collection,
        id: file.id,
        data,
        depth: 0,
        locale: DEFAULT_LOCALE,
        overrideAccess: true,
        req,
      }),
    );
  }
}

/**
 * For an upgrade: the bodies' files noted on the rows saved before there were such fields (the row alone:
 * the published version, no new version, drafts untouched), then every file checked.
 */
export async function refreshEveryFile(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const collection of ['pages', 'notices'] as const) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      draft: false,
      pagination: false,
      overrideAccess: true,
      req,
    });
    for (const doc of docs)
      await payload.db.updateOne({ collection, id: doc.id, data: await bodyFiles(req, doc.body), req });
  }
  for (const collection of ['documents', 'images'] as const) {
    const { docs } = await payload.find({ collection, depth: 0, pagination: false, overrideAccess: true, req });
    await refreshFiles(
      req,
      docs.map((doc) => ({ collection, id: doc.id })),
    );
  }
}
