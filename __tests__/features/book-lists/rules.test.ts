import {
  bookListFromCms,
  bookListHref,
  bookListView,
  declarationsOf,
  type ClassBookList,
} from '@/features/book-lists/rules';
import { readStarterBookLists } from '@/features/book-lists/starter-file';
import { copyContent } from '../../utils/content-dir';

const declaration = { href: '/documents/declaration.pdf', type: 'PDF', size: '31 kB' };
const list = (name: ClassBookList['class'], academicYear: string): ClassBookList => ({
  class: name,
  academicYear,
  books: [{ title: 'Mathematics', publisher: 'NCERT', ncert: true }],
  declaration,
  updatedAt: '2026-04-01T06:00:00.000Z',
});

describe('the year /book-list shows', () => {
  const lists = [list('X', '2026-27'), list('I', '2026-27'), list('UKG', '2026-27'), list('X', '2025-26')];

  it('is this academic year in India (from 1 April), its classes in the school’s order', () => {
    const view = bookListView(undefined, '2026-11-24', lists);
    expect([view.year, view.current, view.defaultYear, view.years]).toEqual([
      '2026-27',
      '2026-27',
      '2026-27',
      ['2026-27', '2025-26'],
    ]);
    expect(view.lists.map((entry) => entry.class)).toEqual(['UKG', 'I', 'X']);
    expect(bookListView(undefined, '2026-03-31', lists).current).toBe('2025-26');
  });

  it('is the latest year with lists while this year has none', () => {
    const view = bookListView(undefined, '2027-05-02', lists);
    expect([view.year, view.current, view.defaultYear]).toEqual(['2026-27', '2027-28', '2026-27']);
  });

  it('is another year with lists when asked, and the default for any other query', () => {
    expect(bookListView('2025-26', '2026-11-24', lists).year).toBe('2025-26');
    for (const param of ['2024-25', '2026-28', 'abc', ['2025-26', '2026-27']])
      expect(bookListView(param, '2026-11-24', lists).year).toBe('2026-27');
    expect([bookListHref('2026-27', '2026-27'), bookListHref('2025-26', '2026-27')]).toEqual([
      '/book-list',
      '/book-list?year=2025-26',
    ]);
  });

  it('is this year, empty, when nothing is published', () => {
    expect(bookListView(undefined, '2026-11-24', [])).toMatchObject({ year: '2026-27', lists: [], years: [] });
  });

  it('links a declaration shared by every class once', () => {
    expect(declarationsOf(lists)).toEqual([declaration]);
  });
});

describe('a book list from the CMS', () => {
  it('keeps its books and links its declaration with type and size', () => {
    const shaped = bookListFromCms({
      class: 'X',
      academicYear: '2026-27',
      books: [
        { title: ' First Flight ', publisher: 'NCERT', ncert: true },
        { title: 'Atlas', publisher: 'Any', ncert: null },
      ],
      declaration: { filename: 'declaration.pdf', mimeType: 'application/pdf', filesize: 30_794 },
      updatedAt: '2026-04-01T06:00:00.000Z',
    });
    expect(shaped?.books).toEqual([
      { title: 'First Flight', publisher: 'NCERT', ncert: true },
      { title: 'Atlas', publisher: 'Any', ncert: false },
    ]);
    expect(shaped?.declaration).toEqual({ href: '/documents/declaration.pdf', type: 'PDF', size: '31 kB' });
  });

  it('is left out when its class or year is not one the site knows', () => {
    expect(bookListFromCms({ class: 'XIII', academicYear: '2026-27', updatedAt: 'x' })).toBeUndefined();
    expect(bookListFromCms({ class: 'X', academicYear: '2026-28', updatedAt: 'x' })).toBeUndefined();
  });
});

describe('content/book-list.yaml', () => {
  it('reads the shipped lists, NCERT when the publisher is NCERT unless told otherwise', () => {
    const content = copyContent();
    try {
      const lists = readStarterBookLists(content.dir);
      expect(lists?.classes.map((entry) => entry.class)).toEqual([
        'I',
        'II',
        'III',
        'IV',
        'V',
        'VI',
        'VII',
        'VIII',
        'IX',
        'X',
        'XI',
        'XII',
      ]);
      expect(lists?.classes.find((entry) => entry.class === 'X')?.books).toContainEqual({
        title: 'First Flight (English)',
        publisher: 'NCERT',
        ncert: true,
      });
    } finally {
      content.cleanUp();
    }
  });

  it.each([
    [
      'academicYear: 2026-27',
      'academicYear: 2026-28',
      'content/book-list.yaml: academicYear: expected an academic year such as 2026-27',
    ],
    ['  - class: II\n', '  - class: I\n', 'content/book-list.yaml: classes[2].class: class I is listed twice'],
    [
      '  - class: III\n',
      '  - class: III\n    teacher: Mrs Rao\n',
      'content/book-list.yaml: classes[3].teacher: unknown field (check its spelling)',
    ],
  ])('names the file and the field of a mistake (%s → %s)', (from, to, message) => {
    const content = copyContent();
    try {
      content.edit('book-list.yaml', from, to);
      expect(() => readStarterBookLists(content.dir)).toThrow(message);
    } finally {
      content.cleanUp();
    }
  });
});
