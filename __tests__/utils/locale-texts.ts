/**
 * Run by Node (not Jest) for localization-migration.test.ts, against the database of DATA_DIR or
 * DATABASE_URL:
 *   node __tests__/utils/locale-texts.ts before-locales    the migrations from before the texts had languages
 *   node __tests__/utils/locale-texts.ts texts en|hi [no-fallback]
 *                                                        every text read through Payload, as JSON, by the
 *                                                        table and column the text was kept in before
 */
import { getPayload, type Migration, type Payload } from 'payload';
import { migrations as postgresMigrations } from '../../cms/migrations/postgres/index.ts';
import { migrations as sqliteMigrations } from '../../cms/migrations/sqlite/index.ts';

type Texts = Record<string, Record<string, Record<string, unknown>>>;
type Doc = Record<string, unknown>;

const LOCALIZATION = /_localization$/;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const at = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Doc | undefined)?.[key], doc) ?? null;

// Each collection's texts, by field; the version tables keep them as version_{column}.
const COLLECTIONS: Record<string, { table: string; fields: string[]; versions?: boolean }> = {
  pages: { table: 'pages', fields: ['title', 'description', 'body'], versions: true },
  notices: { table: 'notices', fields: ['title', 'body'], versions: true },
  events: { table: 'events', fields: ['title', 'location', 'description'] },
  documents: { table: 'documents', fields: ['title'] },
  images: { table: 'images', fields: ['alt'] },
  albums: { table: 'albums', fields: ['title', 'description'], versions: true },
  'annual-reports': { table: 'annual_reports', fields: ['summary'] },
  menu: { table: 'menu', fields: ['title'] },
};

// Each global's texts by path (the column is the path in snake case), and its arrays' texts by row.
const GLOBALS: Record<string, { fields: string[]; arrays: Record<string, { path: string; fields: string[] }> }> = {
  school: {
    fields: [
      'name',
      'shortName',
      'tagline',
      'description',
      'openHours',
      'copyright',
      'brand.caption',
      'map.title',
      'grievanceOfficer.designation',
      'about',
      'home.heroTitle',
      'home.heroText',
      'home.admissions.title',
      'home.admissions.text',
      'home.admissions.buttonLabel',
    ],
    arrays: {
      home_facts: { path: 'home.facts', fields: ['label'] },
      home_academics: { path: 'home.academics', fields: ['stage', 'grades', 'text'] },
    },
  },
  disclosure: {
    fields: [],
    arrays: {
      results_class_x_years: { path: 'results.classX.years', fields: ['remarks'] },
      results_class_x_i_i_years: { path: 'results.classXII.years', fields: ['remarks'] },
    },
  },
  alert: { fields: ['message'], arrays: {} },
};

const column = (path: string) => snake(path.replaceAll('.', '_'));

async function texts(payload: Payload, locale: 'en' | 'hi', fallback: boolean): Promise<Texts> {
  const options = { locale, ...(fallback ? {} : { fallbackLocale: false as const }), overrideAccess: true, depth: 0 };
  const result: Texts = {};
  for (const [slug, { table, fields, versions }] of Object.entries(COLLECTIONS)) {
    const collection = slug as 'pages';
    const { docs } = await payload.find({ collection, pagination: false, ...options });
    result[table] = Object.fromEntries(
      docs.map((doc) => [String(doc.id), Object.fromEntries(fields.map((f) => [snake(f), at(doc, f)]))]),
    );
    if (!versions) continue;
    const history = await payload.findVersions({ collection, pagination: false, ...options });
    result[`_${table}_v`] = Object.fromEntries(
      history.docs.map((doc) => [
        String(doc.id),
        Object.fromEntries(fields.map((f) => [`version_${snake(f)}`, at(doc.version, f)])),
      ]),
    );
  }
  for (const [slug, { fields, arrays }] of Object.entries(GLOBALS)) {
    const collection = slug as 'school';
    // One document a school: the first school's, as the single school's global was.
    const doc = (await payload.find({ collection, limit: 1, sort: 'id', ...options })).docs[0] as unknown as Doc;
    const history = await payload.findVersions({ collection, pagination: false, ...options });
    if (fields.length > 0) {
      result[slug] = { global: Object.fromEntries(fields.map((f) => [column(f), at(doc, f)])) };
      result[`_${slug}_v`] = Object.fromEntries(
        history.docs.map((version) => [
          String(version.id),
          Object.fromEntries(fields.map((f) => [`version_${column(f)}`, at(version.version, f)])),
        ]),
      );
    }
    for (const [name, { path, fields: rowFields }] of Object.entries(arrays)) {
      const rows = (doc: unknown) => (at(doc, path) as Doc[] | null) ?? [];
      const row = (item: Doc) => Object.fromEntries(rowFields.map((f) => [snake(f), item[f] ?? null]));
      result[`${slug}_${name}`] = Object.fromEntries(rows(doc).map((item, index) => [String(index + 1), row(item)]));
      result[`_${slug}_v_version_${name}`] = Object.fromEntries(
        history.docs.flatMap((version) =>
          rows(version.version).map((item, index) => [`${version.id}/${index + 1}`, row(item)]),
        ),
      );
    }
  }
  return result;
}

const [command, locale, fallback] = process.argv.slice(2);
const { default: config } = await import('../../cms/payload.config.ts');
const payload = await getPayload({ config });
if (command === 'before-locales') {
  const bundled = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations;
  // Those before it only: later ones (issue 37's documents text, the search index) expect its tables.
  const before = bundled.slice(
    0,
    bundled.findIndex((migration) => LOCALIZATION.test(migration.name)),
  );
  await payload.db.migrate({ migrations: before as unknown as Migration[] });
} else if (command === 'texts' && (locale === 'en' || locale === 'hi')) {
  process.stdout.write(`${JSON.stringify(await texts(payload, locale, fallback !== 'no-fallback'))}\n`);
} else {
  throw new Error(`unknown command ${command ?? ''}`);
}
process.exit(0);
