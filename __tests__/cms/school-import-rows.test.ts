import { archivedFolder, freeFileNames, importedRows } from '@/cms/school-import';

// The bucket's client is an ES module jest would have to compile; fitting rows never asks it.
jest.mock('@/cms/storage', () => ({ s3Client: () => Promise.reject(new Error('no bucket here')) }));

const columns = (...names: [string, string][]) => new Map(names);

// One school's export as Payload keeps it: the school, a page whose rich text links to another page and
// shows a picture, the page's texts and its version, a list with text ids that a version names by `_uuid`,
// an account with its school and its sign-in.
const archived = new Map<string, Record<string, unknown>[]>([
  ['schools', [{ id: 2, domain: 'riverside.example', name: 'Riverside School' }]],
  [
    'pages',
    [
      { id: 11, slug: 'about-us', school_id: 2 },
      { id: 12, slug: 'admissions', school_id: 2 },
    ],
  ],
  [
    'pages_locales',
    [
      {
        id: 101,
        _parent_id: 11,
        body: JSON.stringify({
          root: {
            children: [
              { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 12 } } },
              { type: 'upload', relationTo: 'images', value: 7 },
              { type: 'text', text: 'value: 12, relationTo: pages' },
            ],
          },
        }),
      },
    ],
  ],
  ['images', [{ id: 7, filename: 'sports.jpg', school_id: 2 }]],
  ['_pages_v', [{ id: 31, parent_id: 11, version_school_id: 2 }]],
  ['school_home_facts', [{ id: '65a1f0c2e4b0a1b2c3d4e5f6', _parent_id: 5, label: 'Founded' }]],
  ['school', [{ id: 5, school_id: 2 }]],
  ['_school_v_version_home_facts', [{ id: 41, _parent_id: 51, _uuid: '65a1f0c2e4b0a1b2c3d4e5f6' }]],
  ['_school_v', [{ id: 51, parent_id: 5, version_school_id: 2 }]],
  [
    'users',
    [
      { id: 3, email: 'office@riverside.example' },
      { id: 4, email: 'Head@Group.example' },
    ],
  ],
  [
    'users_schools',
    [
      { id: 'a1', _parent_id: 3, school_id: 2 },
      { id: 'a2', _parent_id: 4, school_id: 2 },
    ],
  ],
  ['users_sessions', [{ id: 's1', _parent_id: 3 }]],
]);

const keys = new Map([
  ['pages', columns(['school_id', 'schools'])],
  ['pages_locales', columns(['_parent_id', 'pages'])],
  ['images', columns(['school_id', 'schools'])],
  ['_pages_v', columns(['parent_id', 'pages'], ['version_school_id', 'schools'])],
  ['school', columns(['school_id', 'schools'])],
  ['school_home_facts', columns(['_parent_id', 'school'])],
  ['_school_v', columns(['parent_id', 'school'], ['version_school_id', 'schools'])],
  ['_school_v_version_home_facts', columns(['_parent_id', '_school_v'])],
  ['users_schools', columns(['_parent_id', 'users'], ['school_id', 'schools'])],
  ['users_sessions', columns(['_parent_id', 'users'])],
]);
const textId = new Set(['school_home_facts', 'users_schools', 'users_sessions']);
const schema = new Map(
  [...archived.keys()].map((table) => [table, columns(['id', textId.has(table) ? 'text' : 'integer'])]),
);
// The deployment has 40 schools' rows, and the group's head already has an account.
const highest = new Map([...schema.keys()].map((table) => [table, textId.has(table) ? 0 : 1000]));
const accounts = new Map([['head@group.example', 9]]);

const { rows, joined } = importedRows(archived, { schema, keys, highest, accounts }, 'copy.example');
const only = (table: string) => rows.get(table)!;

describe('one school’s rows fitted to the deployment it is imported into', () => {
  it('gives every row a new id after the deployment’s highest, and every key follows its row', () => {
    expect(only('schools')).toEqual([{ id: 1001, domain: 'copy.example', name: 'Riverside School' }]);
    expect(only('pages')).toEqual([
      { id: 1001, slug: 'about-us', school_id: 1001 },
      { id: 1002, slug: 'admissions', school_id: 1001 },
    ]);
    expect(only('_pages_v')).toEqual([{ id: 1001, parent_id: 1001, version_school_id: 1001 }]);
    expect(only('pages_locales')[0]).toMatchObject({ id: 1001, _parent_id: 1001 });
  });

  it('points a rich text’s links and pictures at the new rows, and leaves its words alone', () => {
    const body = JSON.parse(String(only('pages_locales')[0]!.body)) as {
      root: { children: Record<string, unknown>[] };
    };
    expect(body.root.children).toEqual([
      { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 1002 } } },
      { type: 'upload', relationTo: 'images', value: 1001 },
      { type: 'text', text: 'value: 12, relationTo: pages' },
    ]);
  });

  it('gives a list’s rows new text ids, which its versions name too', () => {
    const [fact] = only('school_home_facts');
    expect(fact!.id).toMatch(/^[0-9a-f]{24}$/);
    expect(fact!.id).not.toBe('65a1f0c2e4b0a1b2c3d4e5f6');
    expect(fact!._parent_id).toBe(1001);
    expect(only('_school_v_version_home_facts')).toEqual([{ id: 1001, _parent_id: 1001, _uuid: fact!.id }]);
  });

  it('adds a new account, gives an account already here the school, and carries no sign-in', () => {
    expect(joined).toBe(1);
    expect(only('users')).toEqual([{ id: 1001, email: 'office@riverside.example' }]);
    expect(only('users_schools').map(({ _parent_id, school_id }) => ({ _parent_id, school_id }))).toEqual([
      { _parent_id: 1001, school_id: 1001 },
      { _parent_id: 9, school_id: 1001 },
    ]);
    expect(rows.has('users_sessions')).toBe(false);
  });
});

describe('the imported files’ names', () => {
  const rows = [{ filename: 'fees.pdf' }, { filename: 'sports.jpg', sizes_small_filename: 'sports-480x360.webp' }];

  it('keeps a free name, and puts a taken one and its resized copies under the school’s domain', () => {
    const renamed = freeFileNames('images', rows, new Set(['sports-480x360.webp']), 'riverside.example', undefined);
    expect(Object.fromEntries(renamed)).toEqual({
      'fees.pdf': 'fees.pdf',
      'sports.jpg': 'riverside-example-sports.jpg',
      'sports-480x360.webp': 'riverside-example-sports-480x360.webp',
    });
  });

  it('reads each file from its row’s folder: the school’s, or the collection’s for files from before folders', () => {
    expect(archivedFolder('documents', 'documents/school-3', 'a.tar.gz')).toBe('documents/school-3');
    for (const prefix of [null, undefined, '', 'documents'])
      expect(archivedFolder('documents', prefix, 'a.tar.gz')).toBe('documents');
  });

  it('refuses a folder that is not one of its collection’s schools’ folders', () => {
    for (const prefix of ['../..', 'documents/../../etc', 'images/school-3', 'documents/school-3/x', '/etc', 7])
      expect(() => archivedFolder('documents', prefix, 'a.tar.gz')).toThrow(/not a school's/);
  });

  it('refuses a name that would write outside the uploads folder', () => {
    for (const filename of ['../../school.db', 'a/b.pdf', '..', 'a\\b.pdf'])
      expect(() => freeFileNames('documents', [{ filename }], new Set(), 'riverside.example', undefined)).toThrow(
        /not a file name/,
      );
  });
});
