import type { CollectionConfig } from 'payload';
import { CLASSES, isAcademicYear } from '../../lib/cbse/classes.ts';
import { anyone, isSignedIn } from '../access/index.ts';

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
    description: 'One entry per class and academic year: the books, and the declaration signed by the Manager and the Principal. Shown at /book-list.',
    group: 'CBSE',
  },
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  fields: [
    { name: 'class', type: 'select', required: true, options: [...CLASSES] },
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
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 200, admin: { width: '50%' } },
            { name: 'publisher', type: 'text', required: true, maxLength: 120, admin: { width: '30%' } },
            { name: 'ncert', type: 'checkbox', label: 'NCERT', admin: { width: '20%' } },
          ],
        },
      ],
    },
    {
      name: 'declaration',
      type: 'upload',
      relationTo: 'documents',
      admin: { description: 'The declaration signed by the Manager and the Principal that the books are as prescribed (one document may serve every class).' },
    },
  ],
};
