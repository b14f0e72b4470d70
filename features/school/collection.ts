import type { CollectionConfig, Field } from 'payload';
import { anyone, isGroupAdmin, isSignedIn, isSignedInField } from '../../cms/access/index.ts';
import { validateWithSchema } from '../../cms/hooks/validate-with-schema.ts';
import { schoolDocShowsFiles } from '../../cms/public-files/hooks.ts';
import { idsOf } from '../../cms/public-files/uses.ts';
import { asRecord } from '../../lib/rules/checked.ts';
import { schoolFromCms, validateSchool } from './from-cms.ts';

// The school’s details show its logo on every page.
const files = schoolDocShowsFiles({
  name: 'the school’s logo',
  files: (doc) => idsOf(asRecord(doc.brand).logo).map((id) => ({ collection: 'images', id })),
});

const text = (name: string, description: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', required: true, admin: { description }, ...extra }) as Field;

// Words a visitor reads, kept in English and in Hindi (the config's localization); identity data
// (numbers, codes, addresses, names) is one value in both.
const prose = (name: string, description: string, extra: Partial<Field> = {}): Field =>
  text(name, description, { localized: true, ...extra });

/**
 * Every fact the pages show about a school: one document a school (cms/schools.ts), which the starter
 * content/school.yaml fills once for the first.
 */
export const School: CollectionConfig = {
  slug: 'school',
  labels: { singular: 'School details', plural: 'School details' },
  admin: {
    description: 'The school’s facts: every page shows them. A saved change shows on the site at once.',
    group: 'Content',
  },
  // A school's details are made with the school (cms/schools.ts) and go with it.
  access: { read: anyone, create: isGroupAdmin, update: isSignedIn, delete: () => false, readVersions: isSignedIn },
  versions: { maxPerDoc: 100 },
  custom: files.custom,
  hooks: {
    beforeChange: [validateWithSchema((data) => validateSchool(schoolFromCms(data)))],
    afterChange: [files.afterChange],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Name and contacts',
          fields: [
            prose('name', 'The school’s full name: header, page titles, search results, the disclosure page.', {
              maxLength: 120,
            }),
            prose(
              'shortName',
              'A short name where space is tight (the footer heading, an installed app’s icon label).',
              { maxLength: 40 },
            ),
            prose(
              'tagline',
              'One line under the name in search results and the home page’s title (“{name} | {tagline}”): keep the two under 70 characters, or search results cut it off and the title is the name alone.',
              {
                maxLength: 160,
              },
            ),
            {
              name: 'description',
              type: 'textarea',
              required: true,
              localized: true,
              maxLength: 300,
              admin: {
                description: 'What search engines and link previews show about the school (at most 300 characters).',
              },
            },
            text(
              'phone',
              'The school office’s main number, e.g. +91 11 4567 8900 (the site’s "Call" buttons dial it).',
            ),
            {
              name: 'otherPhones',
              type: 'array',
              labels: { singular: 'Phone', plural: 'Other phones' },
              admin: { description: 'Any other numbers to list.' },
              fields: [text('number', 'A phone number, e.g. +91 98100 45678')],
            },
            { name: 'email', type: 'email', required: true, admin: { description: 'The office’s e-mail address.' } },
            prose(
              'openHours',
              'The top bar’s text. The specification’s fixed text; change it only if your school’s hours differ.',
              {
                defaultValue: 'Open hours: 8am - 5pm mon - sat',
              },
            ),
            prose(
              'copyright',
              'The footer’s last line. The specification’s fixed text; change it only if yours differs.',
              { defaultValue: '© Rugaa All Rights Reserved' },
            ),
          ],
        },
        {
          label: 'Brand and CBSE',
          fields: [
            {
              name: 'brand',
              type: 'group',
              admin: {
                description: 'The header’s brand: a round badge with a mark of 1 to 3 letters, or your logo instead.',
              },
              fields: [
                text('mark', '1 to 3 letters in the round badge, e.g. G.', { maxLength: 3 }),
                {
                  name: 'logo',
                  type: 'upload',
                  relationTo: 'images',
                  admin: { description: 'Optional: your logo, shown instead of the badge.' },
                },
                prose('caption', 'The small line under the name, e.g. CBSE · Nursery to Class XII.', { maxLength: 60 }),
              ],
            },
            {
              name: 'cbse',
              type: 'group',
              label: 'CBSE',
              admin: {
                description:
                  'As on your CBSE affiliation letter; shown on the home page and the Mandatory Public Disclosure.',
              },
              fields: [
                text('affiliationNumber', 'The affiliation number, digits only.'),
                text('schoolCode', 'The school code, digits only.'),
              ],
            },
            {
              name: 'principal',
              type: 'group',
              admin: { description: 'The principal, as the Mandatory Public Disclosure lists them.' },
              fields: [
                text('name', 'e.g. Dr. Meera Sharma'),
                text('qualification', 'e.g. M.Sc. (Chemistry), M.Ed., Ph.D.'),
              ],
            },
          ],
        },
        {
          label: 'Address and map',
          fields: [
            {
              name: 'address',
              type: 'group',
              admin: { description: 'The postal address, with the 6-digit PIN code.' },
              fields: [
                text('street', 'e.g. Plot 12, Sector 21, Dwarka'),
                text('city', 'e.g. New Delhi'),
                text('state', 'e.g. Delhi'),
                text('pinCode', 'The 6-digit PIN code.'),
                text('country', 'A two-letter country code.', { defaultValue: 'IN' }),
              ],
            },
            {
              name: 'map',
              type: 'group',
              admin: {
                description: 'The footer’s map: OpenStreetMap’s "Share > HTML" or Google Maps’ "Embed a map" address.',
              },
              fields: [
                prose(
                  'title',
                  'What the map shows, for screen readers, e.g. Map showing the location of the school, Sector 21, Dwarka.',
                ),
                text('embedUrl', 'The https address to embed (the src="…" of the embed code).'),
                text('linkUrl', 'An https link that opens a larger map.'),
              ],
            },
          ],
        },
        {
          label: 'Messages from parents',
          fields: [
            {
              name: 'grievanceOfficer',
              type: 'group',
              admin: {
                description:
                  'Whom parents may ask about their data and complaints (India’s data protection law): named in the privacy notice above every form. Left empty, the notice names the school office.',
              },
              fields: [
                { name: 'name', type: 'text', maxLength: 100, admin: { description: 'e.g. Mr. Rajesh Kumar' } },
                {
                  name: 'designation',
                  type: 'text',
                  localized: true,
                  maxLength: 100,
                  admin: { description: 'e.g. Administrative Officer' },
                },
                { name: 'email', type: 'email' },
                { name: 'phone', type: 'text', maxLength: 40 },
              ],
            },
            {
              name: 'messageRecipients',
              type: 'array',
              labels: { singular: 'Address', plural: 'Addresses told of new messages' },
              maxRows: 10,
              // Staff addresses: the mail reads them on the server's authority, no page shows them.
              access: { read: isSignedInField },
              admin: {
                description:
                  'Who gets an e-mail when a parent sends a form. The e-mail only links to the message in the admin; the parent’s details stay here. Left empty, the office’s e-mail address above. Only signed-in staff see these addresses: the site never shows them.',
              },
              fields: [{ name: 'email', type: 'email', required: true }],
            },
          ],
        },
        {
          label: 'About and home page',
          fields: [
            {
              name: 'about',
              type: 'textarea',
              required: true,
              localized: true,
              maxLength: 1000,
              admin: {
                description:
                  'The footer’s paragraph about the school and its CBSE curriculum; also the home page’s welcome text.',
              },
            },
            {
              name: 'home',
              type: 'group',
              admin: { description: 'The home page, top to bottom.' },
              fields: [
                prose('heroTitle', 'The large heading.', { maxLength: 120 }),
                {
                  name: 'heroText',
                  type: 'textarea',
                  required: true,
                  localized: true,
                  maxLength: 400,
                  admin: { description: 'The line under it.' },
                },
                {
                  name: 'facts',
                  type: 'array',
                  maxRows: 8,
                  admin: {
                    description: 'Up to eight figures, each a value and what it counts (e.g. 1,400+ students).',
                  },
                  fields: [text('value', 'e.g. 1,400+'), prose('label', 'e.g. students')],
                },
                {
                  name: 'academics',
                  type: 'array',
                  maxRows: 8,
                  admin: {
                    description: 'The Academics cards: a stage of school, its classes, and a sentence about it.',
                  },
                  fields: [
                    prose('stage', 'e.g. Foundational stage'),
                    prose('grades', 'e.g. Nursery to class 2'),
                    { name: 'text', type: 'textarea', required: true, localized: true },
                  ],
                },
                {
                  name: 'admissions',
                  type: 'group',
                  admin: {
                    description: 'The admissions section, and the label of the hero’s button that jumps to it.',
                  },
                  fields: [
                    prose('title', 'e.g. Admissions are open for 2027-28'),
                    { name: 'text', type: 'textarea', required: true, localized: true },
                    prose('buttonLabel', 'e.g. Admissions 2027-28', { maxLength: 40 }),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
