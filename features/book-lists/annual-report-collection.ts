import type { CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { allOf, uniqueInSchool } from '../../cms/hooks/unique-in-school.ts';
import { showsFiles } from '../../cms/public-files/hooks.ts';
import { isAcademicYear } from '../../lib/academic-year.ts';

/**
 * The school's annual report for an academic year, due on the website by 15 September (CBSE Affiliation
 * Bye-Law 14.5): calendar, teacher training, results, sports, PTA and SMC decisions. The disclosure links
 * the latest.
 */
export const AnnualReports: CollectionConfig = {
  slug: 'annual-reports',
  labels: { singular: 'Annual report', plural: 'Annual reports' },
  admin: {
    useAsTitle: 'academicYear',
    defaultColumns: ['academicYear', 'report', 'updatedAt'],
    description:
      'One report per academic year, on the website by 15 September of the next. The disclosure links the latest.',
    group: 'CBSE',
  },
  defaultSort: '-academicYear',
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  indexes: [{ fields: ['school', 'academicYear'], unique: true }],
  // An annual report shows its report.
  ...showsFiles({
    fields: { documents: ['report'] },
    name: (doc) => `the annual report ${String(doc.academicYear)}`,
    plural: 'annual reports',
  }),
  fields: [
    {
      name: 'academicYear',
      type: 'text',
      required: true,
      index: true,
      validate: allOf<unknown>(
        (value) => isAcademicYear(value) || 'Write the academic year as 2025-26.',
        uniqueInSchool(
          'annual-reports',
          'academicYear',
          (year) => `The school already has an annual report for ${String(year)}: open that one.`,
        ),
      ),
      admin: { description: 'The year the report covers, April to March, written 2025-26.' },
    },
    { name: 'report', type: 'upload', relationTo: 'documents', required: true },
    {
      name: 'summary',
      type: 'textarea',
      localized: true,
      maxLength: 2000,
      admin: { description: 'Optional: a few lines shown beside the link.' },
    },
  ],
};
