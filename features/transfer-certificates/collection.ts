import type { CollectionConfig, DateField, FieldHook } from 'payload';
import { isSignedIn } from '../../cms/access/index.ts';
import { uniqueInSchool } from '../../cms/hooks/unique-in-school.ts';
import { CLASSES } from '../../lib/cbse-classes.ts';
import { istDay, storedInstantOfDay } from '../../lib/dates.ts';
import { normaliseTcNumber, TC_NUMBER_MAX } from './rules.ts';
import { TC_SCANS_SLUG } from './scans-collection.ts';

const TC_SLUG = 'transfer-certificates';

const numberKey: FieldHook = ({ value }) => (typeof value === 'string' ? normaliseTcNumber(value) : value);

// A day, whatever zone the office's browser is in: pinned to noon IST, read back as its IST day.
const pinnedDay: FieldHook = ({ value }) => (value ? storedInstantOfDay(istDay(value as string)) : value);

const day = (name: string, label: string, description: string): DateField => ({
  name,
  label,
  type: 'date',
  required: true,
  hooks: { beforeChange: [pinnedDay] },
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, description },
});

/**
 * Transfer certificates the school issued, for receiving schools to verify (CBSE circular of 26 November
 * 2014). Signed-in staff only: no visitor, search engine or API client can list or read them. The public
 * page answers one question, "is this TC genuine?", for someone who already holds its number and the
 * child's date of birth (features/transfer-certificates/lookup.ts).
 */
export const TransferCertificates: CollectionConfig = {
  slug: TC_SLUG,
  labels: { singular: 'Transfer certificate', plural: 'Transfer certificates' },
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'studentName', 'class', 'issueDate'],
    description:
      'Every TC the school issues, with its scan. Not public: a receiving school or a parent sees one TC only after entering its number and the date of birth on /transfer-certificate. To add many at once, use "TC imports".',
    group: 'Transfer certificates',
  },
  defaultSort: '-issueDate',
  access: { read: isSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  // A number is one TC in each school: another school's TC/2026/0142 is another child's.
  indexes: [{ fields: ['school', 'number'], unique: true }],
  fields: [
    {
      name: 'number',
      label: 'TC number',
      type: 'text',
      required: true,
      index: true,
      validate: uniqueInSchool<string | null | undefined>(
        TC_SLUG,
        'number',
        (number) => `The school already has a TC numbered ${String(number)}.`,
      ),
      maxLength: TC_NUMBER_MAX,
      hooks: { beforeValidate: [numberKey] },
      admin: {
        description:
          'As printed on the TC, e.g. TC/2026/0142. Saved in capitals, so a lookup matches however it is typed.',
      },
    },
    { name: 'studentName', label: "Student's name", type: 'text', required: true, maxLength: 120 },
    day(
      'dateOfBirth',
      'Date of birth',
      'As on the TC. Visitors must enter it to see this TC; it is never shown on the site.',
    ),
    {
      name: 'class',
      label: 'Class last attended',
      type: 'select',
      required: true,
      options: CLASSES.map((value) => ({ label: value, value })),
    },
    day('issueDate', 'Date of issue', 'The date printed on the TC.'),
    { name: 'file', label: 'Scanned TC (PDF)', type: 'upload', relationTo: TC_SCANS_SLUG, required: true },
    {
      // Set by the lookup (features/transfer-certificates/lookup.ts), read by the dashboard's "Needs attention".
      name: 'lookupsBlockedOn',
      label: 'Verification blocked on',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        description:
          'Set by the site when this number was looked up 20 times in one day without the right date of birth: for the rest of that day the page answers "No transfer certificate matches" to everyone, even with the right date. Someone may be guessing; the family or the receiving school may also be unable to verify it until tomorrow.',
      },
    },
  ],
};
