import type { CollectionConfig, Field } from 'payload';
import { anyone, isGroupAdmin, isSignedIn } from '../../cms/access/index.ts';
import { validateWithSchema } from '../../cms/hooks/validate-with-schema.ts';
import { schoolDocShowsFiles } from '../../cms/public-files/hooks.ts';
import { idsOf } from '../../cms/public-files/uses.ts';
import { asRecord } from '../../lib/rules/checked.ts';
import { DOCUMENT_ROWS, disclosureFromCms, validateDisclosure } from './from-cms.ts';

// The disclosure shows the document of each row; a row ticked "Not applicable" shows none, whatever it still holds.
const files = schoolDocShowsFiles({
  name: 'the disclosure',
  files: (doc) =>
    (Object.keys(DOCUMENT_ROWS) as (keyof typeof DOCUMENT_ROWS)[])
      .flatMap((group) =>
        DOCUMENT_ROWS[group]
          .map((key) => asRecord(asRecord(doc[group])[key]))
          .flatMap((row) => (row.notApplicable === true ? [] : idsOf(row.document))),
      )
      .map((id) => ({ collection: 'documents', id })),
});

/**
 * A row of CBSE's list that is a document: an uploaded file, a document kept elsewhere (its https address,
 * type and size), or "Not applicable". CBSE counts a dead link as no disclosure.
 */
function documentRow(name: string, label: string, description: string): Field {
  return {
    name,
    label,
    type: 'group',
    admin: {
      description: `${description} Choose the uploaded document, or give the address of one kept elsewhere, or tick "Not applicable".`,
    },
    fields: [
      { name: 'notApplicable', type: 'checkbox', label: 'Not applicable to our school' },
      {
        name: 'document',
        type: 'upload',
        relationTo: 'documents',
        admin: { condition: (_, row) => !row?.notApplicable },
      },
      {
        type: 'row',
        admin: { condition: (_, row) => !row?.notApplicable && !row?.document },
        fields: [
          { name: 'url', type: 'text', label: 'Or its https address', admin: { width: '60%' } },
          { name: 'type', type: 'text', label: 'Type (e.g. PDF)', admin: { width: '20%' } },
          { name: 'size', type: 'text', label: 'Size (e.g. 212 kB)', admin: { width: '20%' } },
        ],
      },
      {
        name: 'validUntil',
        type: 'date',
        label: 'Valid until',
        admin: {
          condition: (_, row) => !row?.notApplicable,
          date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
          description:
            'For a certificate that expires (fire safety, building safety, water and health, NOC, recognition): its last valid day. The dashboard reminds you 60 days before; after it the page still shows the document, marked "expired on" this day. Leave empty for documents that do not expire.',
        },
      },
    ],
  };
}

const count = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  admin: { description },
});

function resultTable(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    admin: { description: 'One row a year; the pass percentage is worked out from registered and passed.' },
    fields: [
      { name: 'notApplicable', type: 'checkbox', label: 'Not applicable (the school has no such class)' },
      {
        name: 'years',
        type: 'array',
        maxRows: 10,
        admin: { condition: (_, row) => !row?.notApplicable },
        fields: [
          { name: 'year', type: 'text', required: true, admin: { description: 'e.g. 2026' } },
          count('registered', 'Registered'),
          count('passed', 'Passed'),
          { name: 'remarks', type: 'text', required: true, localized: true },
        ],
      },
    ],
  };
}

/**
 * CBSE's Mandatory Public Disclosure, sections B to E (section A is the school's details): one document a
 * school (cms/schools.ts).
 */
export const Disclosure: CollectionConfig = {
  slug: 'disclosure',
  labels: { singular: 'Mandatory Public Disclosure', plural: 'Mandatory Public Disclosures' },
  admin: {
    description:
      'CBSE’s Mandatory Public Disclosure (Appendix IX of the Affiliation Bye-Laws, revised 12 January 2026), shown at /mandatory-public-disclosure. Section A comes from the school’s details. Fill every row; where one does not apply, tick "Not applicable". CBSE counts outdated data as a violation: the page shows the date of the last change.',
    group: 'Content',
  },
  // Made with the school (cms/schools.ts) and gone with it.
  access: { read: anyone, create: isGroupAdmin, update: isSignedIn, delete: () => false, readVersions: isSignedIn },
  versions: { maxPerDoc: 100 },
  custom: files.custom,
  hooks: {
    beforeChange: [
      validateWithSchema(async (data, req) => validateDisclosure(await disclosureFromCms(data, req.payload, req))),
    ],
    afterChange: [files.afterChange],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'B. Documents',
          fields: [
            {
              name: 'documents',
              type: 'group',
              label: 'B. Documents and information',
              admin: {
                description: 'Copies must be self-attested by the chairman/manager/secretary and the principal.',
              },
              fields: [
                documentRow(
                  'affiliationLetter',
                  'Affiliation letter',
                  'The affiliation/upgradation letter and the recent extension of affiliation, if any.',
                ),
                documentRow(
                  'registrationCertificate',
                  'Registration certificate',
                  'The society/trust/company registration or renewal certificate, as applicable.',
                ),
                documentRow(
                  'stateNoc',
                  'State NOC',
                  'The No Objection Certificate (NOC) issued, if applicable, by the State/UT government.',
                ),
                documentRow(
                  'rteRecognition',
                  'RTE recognition',
                  'The recognition certificate under the RTE Act, 2009, and its renewal, if applicable.',
                ),
                documentRow(
                  'buildingSafety',
                  'Building safety certificate',
                  'The valid building safety certificate as per the National Building Code.',
                ),
                documentRow(
                  'fireSafety',
                  'Fire safety certificate',
                  'The valid fire safety certificate issued by the competent authority.',
                ),
                documentRow(
                  'deoSelfCertification',
                  'DEO certificate or self-certification',
                  'The DEO certificate submitted for affiliation/upgradation/extension, or the self-certification.',
                ),
                documentRow(
                  'waterHealthSanitation',
                  'Water, health and sanitation',
                  'Valid water, health and sanitation certificates, with the drinking-water testing report.',
                ),
              ],
            },
          ],
        },
        {
          label: 'C. Results',
          fields: [
            {
              name: 'results',
              type: 'group',
              label: 'C. Result and academics',
              fields: [
                documentRow('feeStructure', 'Fee structure', 'The fee structure of the school.'),
                documentRow('academicCalendar', 'Academic calendar', 'The annual academic calendar.'),
                documentRow(
                  'managementCommittee',
                  'School Management Committee',
                  'The list of the School Management Committee (SMC).',
                ),
                documentRow(
                  'parentTeacherAssociation',
                  'Parent Teacher Association',
                  'The list of the Parent Teacher Association (PTA) members.',
                ),
                documentRow(
                  'boardResults',
                  'Board results',
                  'The last three years’ results of the board examinations, as applicable.',
                ),
                resultTable('classX', 'Class X results'),
                resultTable('classXII', 'Class XII results'),
              ],
            },
          ],
        },
        {
          label: 'D. Staff',
          fields: [
            {
              name: 'staff',
              type: 'group',
              label: 'D. Staff (teaching)',
              admin: { description: 'The principal comes from the school’s details.' },
              fields: [
                {
                  name: 'teachers',
                  type: 'group',
                  admin: {
                    description: 'Total teachers, and how many are PGT, TGT and PRT: the total must be their sum.',
                  },
                  fields: [
                    {
                      type: 'row',
                      fields: [count('total', 'Total'), count('pgt', 'PGT'), count('tgt', 'TGT'), count('prt', 'PRT')],
                    },
                  ],
                },
                { name: 'teacherSectionRatio', type: 'text', required: true, admin: { description: 'e.g. 1.5 : 1' } },
                {
                  name: 'specialEducator',
                  type: 'text',
                  required: true,
                  admin: { description: 'Name and qualification of the special educator.' },
                },
                {
                  name: 'counsellorAndWellnessTeacher',
                  type: 'text',
                  required: true,
                  admin: { description: 'Name and qualification of the counsellor and wellness teacher.' },
                },
                {
                  name: 'teacherList',
                  type: 'array',
                  minRows: 1,
                  admin: { description: 'Every teacher: name, designation (PGT, TGT, PRT, …) and qualification.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'name', type: 'text', required: true },
                        { name: 'designation', type: 'text', required: true },
                        { name: 'qualification', type: 'text', required: true },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'E. Infrastructure',
          fields: [
            {
              name: 'infrastructure',
              type: 'group',
              label: 'E. School infrastructure',
              admin: { description: 'Areas in square metres.' },
              fields: [
                { name: 'campusAreaSquareMetres', label: 'Campus area (m²)', type: 'number', required: true, min: 1 },
                {
                  name: 'classrooms',
                  type: 'group',
                  fields: [
                    count('count', 'Number of classrooms'),
                    { name: 'sizeSquareMetres', label: 'Size (m²)', type: 'number', required: true, min: 1 },
                  ],
                },
                {
                  name: 'laboratories',
                  type: 'group',
                  fields: [
                    count('count', 'Number of laboratories'),
                    count('computerLabs', 'Of which computer labs'),
                    { name: 'sizeSquareMetres', label: 'Size (m²)', type: 'number', required: true, min: 1 },
                  ],
                },
                {
                  name: 'internet',
                  type: 'select',
                  required: true,
                  options: ['Y', 'N'],
                  admin: { description: 'Internet facility: Y or N.' },
                },
                count('girlsToilets', 'Girls’ toilets'),
                count('boysToilets', 'Boys’ toilets'),
                {
                  name: 'inspectionVideo',
                  type: 'text',
                  required: true,
                  admin: {
                    description:
                      'The YouTube address of the video of the school’s inspection, covering its infrastructure.',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
