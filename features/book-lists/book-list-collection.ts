import type { CollectionConfig, Validate } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { inSchool, schoolOfSave } from '../../cms/hooks/unique-in-school.ts';
import { showsFiles } from '../../cms/public-files/hooks.ts';
import { plainText, searchable } from '../../cms/search/indexing.ts';
import { isAcademicYear } from '../../lib/academic-year.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import en from '../../lib/i18n/messages/en/bookLists.json' with { type: 'json' };
import hi from '../../lib/i18n/messages/hi/bookLists.json' with { type: 'json' };
import { BOOK_LIST_PATH } from './rules.ts';

const WORDS = { en, hi } as const satisfies Record<Locale, typeof en>;

/** "Books for Class VI, 2026-27", in the page's own words (book-list-page.tsx). */
function listTitle(locale: Locale, name: string, year: string): string {
  const words = WORDS[locale];
  const heading = /^[IVX]+$/.test(name) ? words.class.replace('{name}', name) : name;
  return words.booksFor.replace('{class}', heading).replace('{year}', year);
}

type Book = { title?: unknown; publisher?: unknown };

// A class's list is found by its books and publishers, on its year's /book-list, at the class's own heading.
const search = searchable({
  collection: 'book-lists',
  kind: 'page',
  drafts: false,
  entry: (doc, locale) => {
    if (typeof doc.class !== 'string' || !isAcademicYear(doc.academicYear)) return undefined;
    const books = (Array.isArray(doc.books) ? doc.books : []) as Book[];
    return {
      title: listTitle(locale, doc.class, doc.academicYear),
      texts: books.map((book) => `${plainText(book.title)} (${plainText(book.publisher)})`),
      href: `${BOOK_LIST_PATH}?year=${doc.academicYear}#class-${doc.class.toLowerCase()}`,
    };
  },
});

/**
 * One list per class and year: a second one would leave /book-list to pick between two. Checked on the
 * class field, so the refusal (a 400) names it and the admin shows it there; the compound unique index
 * below holds it against two saves at once.
 */
const oncePerYear: Validate<string> = async (value, { req, id, siblingData, data }) => {
  const academicYear = (siblingData as { academicYear?: unknown }).academicYear;
  if (!value || !isAcademicYear(academicYear)) return true;
  const { totalDocs } = await req.payload.count({
    collection: 'book-lists',
    where: {
      and: [
        { class: { equals: value } },
        { academicYear: { equals: academicYear } },
        ...inSchool(schoolOfSave(data, req)),
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    overrideAccess: true,
    req,
  });
  return (
    totalDocs === 0 || `Class ${value} already has a book list for ${academicYear}: open that one and change its books.`
  );
};

/** The files' hooks and the search's, together. */
function withSearch(files: ReturnType<typeof showsFiles>) {
  return {
    custom: { ...files.custom, ...search.custom },
    hooks: {
      ...files.hooks,
      afterChange: [...(files.hooks.afterChange ?? []), search.afterChange],
      afterDelete: [...(files.hooks.afterDelete ?? []), search.afterDelete],
    },
  };
}

/**
 * The books prescribed for one class in one academic year, with the declaration signed by the Manager and
 * the Principal (CBSE Affiliation Bye-Law 2.4.7.1, Circular 12/2024). Shown at /book-list.
 */
export const BookLists: CollectionConfig = {
  slug: 'book-lists',
  labels: { singular: 'Book list', plural: 'Book lists' },
  admin: {
    useAsTitle: 'class',
    defaultColumns: ['class', 'academicYear', 'updatedAt'],
    listSearchableFields: ['class', 'academicYear'],
    description:
      'One entry per class and academic year: the books, and the declaration signed by the Manager and the Principal (CBSE bye-law 2.4.7.1). Shown at /book-list, class by class; visitors see the current academic year’s lists from 1 April.',
    group: 'CBSE',
  },
  defaultSort: ['-academicYear', 'class'],
  indexes: [{ fields: ['school', 'class', 'academicYear'], unique: true }],
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  ...withSearch(
    // A book list shows its declaration.
    showsFiles({
      fields: { documents: ['declaration'] },
      name: (doc) => `the book list of class ${String(doc.class)}, ${String(doc.academicYear)}`,
      plural: 'book lists',
    }),
  ),
  fields: [
    {
      name: 'class',
      type: 'select',
      required: true,
      options: [...CLASSES],
      validate: oncePerYear,
      admin: { description: 'The class these books are for. Each class has one list a year.' },
    },
    {
      name: 'academicYear',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => isAcademicYear(value) || 'Write the academic year as 2026-27.',
      admin: { description: 'April to March, written 2026-27.' },
    },
    {
      name: 'books',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Book', plural: 'Books' },
      admin: {
        description:
          'Every book the class uses, in the order parents should see them. Tick NCERT for books published by NCERT.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              // A Hindi title where the book has one (सारंगी); without, Hindi pages show the English one, marked.
              localized: true,
              maxLength: 200,
              admin: {
                width: '50%',
                description:
                  'As printed on the cover, e.g. First Flight (English reader). In Hindi: the Hindi title, if the book has one.',
              },
            },
            {
              name: 'publisher',
              type: 'text',
              required: true,
              maxLength: 120,
              admin: { width: '30%', description: 'e.g. NCERT, or the private publisher.' },
            },
            { name: 'ncert', type: 'checkbox', label: 'NCERT', admin: { width: '20%' } },
          ],
        },
      ],
    },
    {
      name: 'declaration',
      type: 'upload',
      relationTo: 'documents',
      admin: {
        description:
          'The declaration signed by the Manager and the Principal that the books are as prescribed (one document may serve every class). Linked under the lists at /book-list.',
      },
    },
  ],
};
