import { editorConfigFactory } from '@payloadcms/richtext-lexical';
import type { Payload } from 'payload';
import { importAlert, readStarterAlertHindi } from '../features/alert/starter.ts';
import { readStarterAnnualReports, readStarterBookLists } from '../features/book-lists/starter-file.ts';
import { importAnnualReports, importBookLists } from '../features/book-lists/starter.ts';
import { readStarterCalendar } from '../features/calendar/starter-file.ts';
import { importCalendar } from '../features/calendar/starter.ts';
import { importDisclosure } from '../features/disclosure/starter.ts';
import { importDocuments } from '../features/documents/starter.ts';
import { importGallery } from '../features/gallery/starter.ts';
import { importNavigation } from '../features/menu/starter.ts';
import { importNotices } from '../features/notices/starter.ts';
import { importPages } from '../features/pages/starter.ts';
import { importSchool, readStarterSchoolHindi, readStarterSchoolName } from '../features/school/starter.ts';
import { importTransferCertificates } from '../features/transfer-certificates/starter.ts';
import { firstSchoolDomain } from './migrations/first-school.ts';
import { saveSchoolDoc } from './school-doc.ts';
import { forSchool } from './school-scope.ts';
import { starterFileName, type Created, type StarterFileName } from './starter-import.ts';

/**
 * The demo school, imported once into an empty database from `content/` and navigation.json's menu and
 * social links; each feature imports its own part (features/<name>/starter.ts). After that the database
 * is the one source; these files are starter content only.
 */

/** The menu and social links of the starter content, beside its other files. */
export const NAVIGATION_FILE = 'navigation.json';

/** Whether the deployment has content yet: the first school's details, saved last by the import. */
export async function hasContent(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'school', overrideAccess: true });
  return totalDocs > 0;
}

/**
 * All or nothing: when a save is refused, what the import made so far is deleted again (documents with
 * their files), so a starter file fixed after a refused start imports into a database as empty as before.
 * (SQLite transactions would do it too, but Payload's SQLite adapter runs without them by default, and
 * turning them on for every save of the running site is not worth one import.)
 */
/** Set on a school's creation whose content its maker imports itself (features/schools/collection.ts). */
export const STARTED_HERE = 'school-site:school-started-here';

export async function importStarterContent(
  payload: Payload,
  contentDir: string,
  listsFile: string,
  into?: { school: number; domain: string },
): Promise<void> {
  const created: Created = [];
  try {
    // Into a school just added (npm run schools -- add), else the deployment's first, at SITE_URL's host
    // (it also answers every host no school claims); everything the import makes is that school's own.
    const school =
      into?.school ??
      (
        await payload.create({
          collection: 'schools',
          data: { name: readStarterSchoolName(contentDir), domain: firstSchoolDomain() },
          overrideAccess: true,
          // Its content is this import's, not the one a school added later starts from.
          context: { [STARTED_HERE]: true },
        })
      ).id;
    if (!into) created.push({ collection: 'schools', id: school });
    const fileName = starterFileName(into?.domain);
    await forSchool(school, () => importAll(payload, contentDir, listsFile, created, fileName));
  } catch (error) {
    for (const { collection, id } of created.reverse())
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined);
    throw error;
  }
}

async function importAll(
  payload: Payload,
  contentDir: string,
  listsFile: string,
  created: Created,
  fileName: StarterFileName,
): Promise<void> {
  // Checked before anything is saved: a broken file refuses the start at once.
  readStarterCalendar(contentDir);
  readStarterBookLists(contentDir);
  readStarterAnnualReports(contentDir);
  readStarterSchoolHindi(contentDir);
  readStarterAlertHindi(contentDir);
  const documents = await importDocuments(payload, contentDir, created, fileName);
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  await importPages(payload, contentDir, editorConfig, created);
  await importNotices(payload, contentDir, documents, editorConfig, created);
  await importNavigation(payload, listsFile, created);
  await importGallery(payload, contentDir, created, fileName);
  await importTransferCertificates(payload, contentDir, created, fileName);
  await importCalendar(payload, contentDir, created);
  await importBookLists(payload, contentDir, documents, created);
  await importAnnualReports(payload, contentDir, documents, created);
  await importDisclosure(payload, contentDir, documents);
  await importAlert(payload, contentDir);
  // The message settings as their fields' defaults, so the office finds the school's own to change.
  await saveSchoolDoc(payload, 'message-settings', {});
  // Last: the school's details mark the import as done.
  await importSchool(payload, contentDir);
}
