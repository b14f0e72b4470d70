/**
 * `DATA_DIR=… npm exec -- node bench/seed.ts`: adds 100 times the demo's content to a data folder (about
 * 700 notices, each with a PDF, a fifth also in Hindi; 4,000 events, 200 albums, 5,000 transfer
 * certificates), so the benchmark can measure the
 * pages as a school sees them after years of use. It prepares the folder first as `npm run migrate` does
 * (migrations, then the demo itself when the database is empty), and saves through Payload's local API,
 * so every hook and rule runs as when an editor saves.
 *
 * Made up, never random: the same run gives the same content, so two benchmark runs read the same pages.
 * Dates are spread over the past two academic years and the next months, counted from today.
 */
import { editorConfigFactory } from '@payloadcms/richtext-lexical';
import { getPayload, type Payload } from 'payload';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { markdownToLexical } from '../cms/markdown-to-lexical.ts';
import { migrateAndImport } from '../cms/migrate.ts';
import { forSchool } from '../cms/school-scope.ts';
import { CATEGORIES as EVENT_CATEGORIES } from '../features/calendar/rules.ts';
import { istMidnight } from '../features/notices/starter.ts';
import { academicYearOf } from '../lib/academic-year.ts';
import { CLASSES } from '../lib/cbse-classes.ts';
import { addDays, istDay, SCHOOL_TIME_ZONE, storedInstantOfDay } from '../lib/dates.ts';
import { getSettings } from '../lib/settings.ts';
import { pdfOnlyWord } from './search-words.ts';

export const SEED_COUNTS = { notices: 700, events: 4000, albums: 200, transferCertificates: 5000 } as const;

const NOTICE_CATEGORIES = ['circular', 'notice', 'news', 'result'] as const;
const SUBJECTS = [
  'Fee payment for the next quarter',
  'Parent–teacher meeting',
  'Unit test schedule',
  'Inter-house quiz',
  'School bus route changes',
  'Library books due',
  'Health check-up',
  'Science exhibition entries',
  'Sports trials',
  'Holiday homework',
  'Annual day rehearsals',
  'Uniform reminder',
];
const EVENT_TITLES = [
  'Periodic test',
  'Parent–teacher meeting',
  'Inter-house debate',
  'Local holiday',
  'Class picnic',
  'Yoga session',
  'Art workshop',
  'Science fair',
  'Swimming trials',
  'Career counselling',
];
const NAMES = ['Aarav', 'Diya', 'Kabir', 'Ananya', 'Vivaan', 'Ishita', 'Arjun', 'Meera', 'Rohan', 'Saanvi'];
const SURNAMES = ['Sharma', 'Verma', 'Iyer', 'Khan', 'Singh', 'Das', 'Patel', 'Nair', 'Gupta', 'Reddy'];

const today = istDay(Date.now());
const thisYear = academicYearOf(today);
// From the start of the academic year before this one to today, and on to the next months for the calendar.
const firstDay = `${thisYear - 1}-04-01`;
const pastDays = Math.round((Date.parse(today) - Date.parse(firstDay)) / 86_400_000);
const FUTURE_DAYS = 180;

/** The day `index` of `count` falls on, spread evenly from firstDay over `span` days. */
const spread = (index: number, count: number, span: number) => addDays(firstDay, Math.floor((index * span) / count));
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;
const pad = (n: number) => String(n).padStart(4, '0');

// A fifth of the notices also in Hindi, as a school writes its main circulars in both.
const HINDI_EVERY = 5;
const HINDI_SUBJECTS = ['शुल्क भुगतान', 'अभिभावक–शिक्षक बैठक', 'इकाई परीक्षा की समय-सारणी', 'विद्यालय बस के मार्ग में बदलाव'];

/**
 * Notice `index`'s circular as a one-page PDF with real text (what PDF.js reads at upload): its subject,
 * words many circulars share, and one word found nowhere else (bench/search-words.ts).
 */
async function circularPdf(index: number, subject: string, date: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const lines = [
    `Circular ${pad(index)} dated ${date}`,
    `Subject: ${subject}`,
    '',
    'Dear Parents,',
    `The school writes to you about ${subject.toLowerCase()}. Please read this circular with your ward,`,
    'sign the slip below and send it back to the class teacher within three working days.',
    `Reference for the office: ${pdfOnlyWord(index)}.`,
    '',
    'Principal',
  ];
  lines.forEach((line, at) => page.drawText(line, { x: 56, y: 780 - at * 18, size: 11, font }));
  return Buffer.from(await pdf.save());
}

async function seedNotices(payload: Payload): Promise<void> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  for (let i = 0; i < SEED_COUNTS.notices; i += 1) {
    const date = spread(i, SEED_COUNTS.notices, pastDays);
    const subject = pick(SUBJECTS, i);
    const body = `Dear Parents,\n\nThis is about **${subject.toLowerCase()}** (notice ${i + 1} of the benchmark's made-up ones). Please read it with your ward and keep it for reference.\n\n- Classes ${pick(CLASSES, i)} to ${pick(CLASSES, i + 5)}\n- Questions: the class teacher, on working days from 8 am to 2 pm\n\nPrincipal`;
    const pdf = await circularPdf(i, subject, date);
    const attachment = await payload.create({
      collection: 'documents',
      depth: 0,
      data: { title: `Circular ${pad(i)}: ${subject}` },
      file: { data: pdf, mimetype: 'application/pdf', name: `bench-circular-${pad(i)}.pdf`, size: pdf.length },
    });
    const notice = await payload.create({
      collection: 'notices',
      depth: 0,
      data: {
        title: `${subject} (${date})`,
        slug: `bench-${pad(i)}-${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        date: istMidnight(date),
        number: i % 3 === 0 ? undefined : `GPS/${date.slice(0, 4)}/B${pad(i)}`,
        category: pick(NOTICE_CATEGORIES, i * 7),
        // Two pinned among the last ones, as a school keeps a fee notice or a result at the top.
        pinned: i >= SEED_COUNTS.notices - 20 && i % 10 === 0,
        // One in five expires two to eight weeks after its date: most of those have, the latest not yet.
        expiresAt: i % 5 === 0 ? `${addDays(date, 14 + (i % 43))}T18:00:00+05:30` : undefined,
        body: markdownToLexical(body, editorConfig),
        attachments: [attachment.id],
        _status: 'published',
      },
    });
    if (i % HINDI_EVERY !== 0) continue;
    const hindi = pick(HINDI_SUBJECTS, i / HINDI_EVERY);
    // The circular's Hindi title first: saving the notice in Hindi re-saves its attachment in Hindi
    // (cms/public-files), which refuses a document without a title in that language.
    await payload.update({
      collection: 'documents',
      id: attachment.id,
      locale: 'hi',
      depth: 0,
      data: { title: `परिपत्र ${pad(i)}: ${hindi}` },
    });
    await payload.update({
      collection: 'notices',
      id: notice.id,
      locale: 'hi',
      depth: 0,
      data: {
        title: `${hindi} (${date})`,
        body: markdownToLexical(
          `प्रिय अभिभावक,\n\nयह सूचना **${hindi}** के बारे में है (बेंचमार्क की सूचना ${i + 1})। कृपया इसे अपने बच्चे के साथ पढ़ें। प्रश्न: कक्षा अध्यापक, विद्यालय के कार्य दिवसों में।\n\nप्रधानाचार्य`,
          editorConfig,
        ),
        _status: 'published',
      },
    });
  }
}

async function seedEvents(payload: Payload): Promise<void> {
  for (let i = 0; i < SEED_COUNTS.events; i += 1) {
    const day = spread(i, SEED_COUNTS.events, pastDays + FUTURE_DAYS);
    const category = pick(EVENT_CATEGORIES, i * 3);
    // Two in three all day (one in ten of those over several days), the rest from 9:00 for two hours.
    const allDay = i % 3 !== 0;
    await payload.create({
      collection: 'events',
      depth: 0,
      data: {
        title: `${pick(EVENT_TITLES, i)} ${(i % 97) + 1}`,
        category,
        allDay,
        start: allDay ? storedInstantOfDay(day) : `${day}T09:00:00+05:30`,
        end: allDay ? storedInstantOfDay(addDays(day, i % 10 === 1 ? 3 : 0)) : `${day}T11:00:00+05:30`,
        start_tz: SCHOOL_TIME_ZONE,
        end_tz: SCHOOL_TIME_ZONE,
        location: i % 4 === 0 ? 'School auditorium' : undefined,
        classes: i % 5 === 0 ? pick(CLASSES, i) : undefined,
        description: i % 2 === 0 ? 'Made up by the benchmark: a calendar after years of use.' : undefined,
      },
    });
  }
}

async function seedAlbums(payload: Payload): Promise<void> {
  // The demo's photos, one to an album: the albums list and pages read the same rows as with new uploads.
  const { docs: images } = await payload.find({ collection: 'images', depth: 0, limit: 100, pagination: false });
  if (images.length === 0) throw new Error('no images to reuse: the demo import did not run');
  for (let i = 0; i < SEED_COUNTS.albums; i += 1) {
    const date = spread(i, SEED_COUNTS.albums, pastDays);
    await payload.create({
      collection: 'albums',
      depth: 0,
      data: {
        title: `${pick(EVENT_TITLES, i)} album ${i + 1}`,
        slug: `bench-album-${pad(i)}`,
        date: storedInstantOfDay(date),
        description: i % 2 === 0 ? 'Made up by the benchmark.' : undefined,
        images: [pick(images, i).id],
        _status: 'published',
      },
    });
  }
}

async function seedTransferCertificates(payload: Payload): Promise<void> {
  // The demo's specimen scans, shared: a TC needs a scan, and the benchmark never opens one.
  const { docs: scans } = await payload.find({
    collection: 'transfer-certificate-scans',
    depth: 0,
    limit: 10,
    pagination: false,
  });
  if (scans.length === 0) throw new Error('no TC scans to reuse: the demo import did not run');
  for (let i = 0; i < SEED_COUNTS.transferCertificates; i += 1) {
    const issueDay = spread(i, SEED_COUNTS.transferCertificates, pastDays);
    const classIndex = 3 + (i % 12);
    await payload.create({
      collection: 'transfer-certificates',
      depth: 0,
      data: {
        number: `BENCH/${issueDay.slice(0, 4)}/${pad(i)}`,
        studentName: `${pick(NAMES, i)} ${pick(SURNAMES, Math.floor(i / 10))}`,
        // About the age of the class left: six in class I.
        dateOfBirth: storedInstantOfDay(addDays(issueDay, -365 * (classIndex + 3) - (i % 300))),
        class: CLASSES[classIndex]!,
        issueDate: storedInstantOfDay(issueDay),
        file: pick(scans, i).id,
      },
    });
  }
}

const settings = getSettings();
const { default: config } = await import('../cms/payload.config.ts');
const payload = await getPayload({ config });
await migrateAndImport(payload, { contentDir: settings.contentDir });
// Everything added is the demo school's, as the pages measured are its own.
const { docs: schools } = await payload.find({ collection: 'schools', sort: 'id', limit: 1, overrideAccess: true });
const school = schools[0]?.id;
if (school === undefined) throw new Error('no school: the demo import did not run');
for (const [name, seed] of [
  ['notices', seedNotices],
  ['events', seedEvents],
  ['albums', seedAlbums],
  ['transfer certificates', seedTransferCertificates],
] as const) {
  const started = performance.now();
  await forSchool(school, () => seed(payload));
  console.log(`bench/seed.ts: ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(0);
