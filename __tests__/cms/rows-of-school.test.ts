import { rowsOfSchool } from '@/cms/backup';

// The bucket's client is an ES module jest would have to compile; an export of rows never asks it.
jest.mock('@/cms/storage', () => ({ s3Client: () => Promise.reject(new Error('no bucket here')) }));

const columns = (...names: string[]) => new Map(names.map((name) => [name, 'text']));

// Two schools' rows as Payload keeps them: documents with `school_id`, their texts in each language and
// their versions pointing at them, accounts with their schools, and what the deployment keeps for itself.
const snapshot = {
  schema: new Map([
    ['schools', columns('id', 'domain')],
    ['pages', columns('id', 'slug', 'school_id')],
    ['pages_locales', columns('id', '_parent_id', 'title')],
    ['_pages_v', columns('id', 'parent_id', 'version_school_id')],
    ['_pages_v_locales', columns('id', '_parent_id', 'version_title')],
    ['users', columns('id', 'email')],
    ['users_schools', columns('id', '_parent_id', 'school_id')],
    ['payload_jobs', columns('id', 'task_slug')],
  ]),
  rows: new Map<string, Record<string, unknown>[]>([
    [
      'schools',
      [
        { id: 1, domain: 'first.example' },
        { id: 2, domain: 'second.example' },
      ],
    ],
    [
      'pages',
      [
        { id: 10, slug: 'about-us', school_id: 1 },
        { id: 11, slug: 'about-us', school_id: 2 },
      ],
    ],
    [
      'pages_locales',
      [
        { id: 100, _parent_id: 10, title: 'About the first' },
        { id: 101, _parent_id: 11, title: 'About the second' },
      ],
    ],
    [
      '_pages_v',
      [
        { id: 20, parent_id: 10, version_school_id: 1 },
        { id: 21, parent_id: 11, version_school_id: 2 },
      ],
    ],
    [
      '_pages_v_locales',
      [
        { id: 200, _parent_id: 20, version_title: 'v1' },
        { id: 201, _parent_id: 21, version_title: 'v2' },
      ],
    ],
    [
      'users',
      [
        { id: 5, email: 'office@first.example' },
        { id: 6, email: 'office@second.example' },
        { id: 7, email: 'both@group.example' },
      ],
    ],
    [
      'users_schools',
      [
        { id: 'a', _parent_id: 5, school_id: 1 },
        { id: 'b', _parent_id: 6, school_id: 2 },
        { id: 'c', _parent_id: 7, school_id: 1 },
        { id: 'd', _parent_id: 7, school_id: 2 },
      ],
    ],
    ['payload_jobs', [{ id: 1, task_slug: 'send-message-mail' }]],
  ]),
  parents: new Map([
    ['pages_locales', { column: '_parent_id', table: 'pages' }],
    ['_pages_v', { column: 'parent_id', table: 'pages' }],
    ['_pages_v_locales', { column: '_parent_id', table: '_pages_v' }],
    ['users_schools', { column: '_parent_id', table: 'users' }],
  ]),
};

const ids = (rows: Map<string, Record<string, unknown>[]>) =>
  Object.fromEntries([...rows].map(([table, kept]) => [table, kept.map((row) => row.id)]));

it('keeps one school’s rows, their parts and versions, and its accounts with that school alone', () => {
  expect(ids(rowsOfSchool(snapshot, 2))).toEqual({
    schools: [2],
    pages: [11],
    pages_locales: [101],
    _pages_v: [21],
    _pages_v_locales: [201],
    users: [6, 7],
    users_schools: ['b', 'd'],
    payload_jobs: [],
  });
});
