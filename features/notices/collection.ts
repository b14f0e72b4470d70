import { ValidationError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload';
import { isSignedIn, publishedOrSignedIn } from '../../cms/access/index.ts';
import { slugFromTitleIfEmpty } from '../../cms/hooks/slug-from-title.ts';
import { allOf, uniqueInSchool } from '../../cms/hooks/unique-in-school.ts';
import { BODY_FILE_FIELDS } from '../../cms/public-files/body-files.ts';
import { showsFiles } from '../../cms/public-files/hooks.ts';
import { pageBodyEditor } from '../../cms/rich-text.ts';
import { plainText, searchable } from '../../cms/search/indexing.ts';
import { check } from '../../lib/rules/checked.ts';
import { SLUG } from '../../lib/slug.ts';
import { sendNewNotice } from '../alert-subscriptions/hooks.ts';
import { indianDate, NOTICE_CATEGORIES, noticeSaveSchema } from './rules.ts';
import { noticePath } from './seo.ts';

/**
 * A published notice is checked by the rules the site reads it by (features/notices/rules.ts), so the admin
 * names the field at fault and the site never leaves out a notice it could not read. A draft is not read by
 * the site, and is checked when it is published.
 */
const checkRules: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const merged = { ...(originalDoc as Record<string, unknown> | undefined), ...data };
  if (merged._status === 'draft') return data;
  const result = check(noticeSaveSchema, merged);
  if (!result.ok)
    throw new ValidationError(
      { collection: collection.slug, errors: [{ path: result.path, message: result.message }] },
      req.t,
    );
  return data;
};

// A notice shows its attachments, and the documents and images of its body.
const files = showsFiles(
  {
    fields: { documents: ['attachments', 'bodyDocuments'], images: ['bodyImages'] },
    name: (doc) => `the notice “${String(doc.title)}”`,
    plural: 'notices',
  },
  { hasBody: true },
);

type Attachment = { title?: unknown; text?: unknown; summary?: unknown };

// Found by its title, number, body and what its attachments say (their PDF's text, or an office's summary of a scan).
const search = searchable({
  collection: 'notices',
  kind: 'notice',
  drafts: true,
  depth: 1,
  // A populated document leaves its text out (features/documents/collection.ts): asked for here by name.
  populate: { documents: { title: true, text: true, summary: true } },
  entry: (doc) => ({
    title: plainText(doc.title),
    texts: [
      doc.number,
      doc.body,
      ...((Array.isArray(doc.attachments) ? doc.attachments : []) as (Attachment | number)[]).flatMap((file) =>
        typeof file === 'object' && file !== null ? [file.title, file.text, file.summary] : [],
      ),
    ],
    href: noticePath({ slug: String(doc.slug) }),
    ...(typeof doc.date === 'string' ? { date: indianDate(doc.date) } : {}),
  }),
});

export const Notices: CollectionConfig = {
  slug: 'notices',
  labels: { singular: 'Notice', plural: 'Notices and circulars' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'category', 'pinned', '_status'],
    description:
      'Notices, circulars, news and results for parents, listed at /notices newest first, the latest three on the home page and in the notices feed. Publish to show one on the site at once.',
    group: 'Content',
  },
  access: {
    read: publishedOrSignedIn,
    create: isSignedIn,
    update: isSignedIn,
    delete: isSignedIn,
    readVersions: isSignedIn,
  },
  versions: { drafts: true, maxPerDoc: 100 },
  indexes: [{ fields: ['school', 'slug'], unique: true }],
  custom: { ...files.custom, ...search.custom },
  hooks: {
    ...files.hooks,
    afterChange: [...(files.hooks.afterChange ?? []), search.afterChange, sendNewNotice],
    afterDelete: [...(files.hooks.afterDelete ?? []), search.afterDelete],
    beforeValidate: [slugFromTitleIfEmpty('notices', 'notice')],
    beforeChange: [checkRules, ...(files.hooks.beforeChange ?? [])],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 160,
      admin: {
        description:
          'What the notice is about, e.g. Winter uniform from 1 November. Its heading and its name in lists.',
      },
    },
    {
      name: 'slug',
      type: 'text',
      index: true,
      label: 'Address',
      admin: {
        description:
          'The notice’s address: /notices/{this}. Left empty, it is made from the title. Keep it once published: parents and search engines link to it.',
        position: 'sidebar',
      },
      validate: allOf<string | null | undefined>(
        (value) =>
          value === null ||
          value === undefined ||
          value === '' ||
          (SLUG.test(value) && value.length <= 120) ||
          'Use lower-case letters, digits and single hyphens, e.g. winter-uniform.',
        uniqueInSchool(
          'notices',
          'slug',
          (slug) => `Another notice is at /notices/${String(slug)}: choose another address.`,
        ),
      ),
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      label: 'Date of issue',
      admin: {
        description:
          'The date printed on the notice. Lists are newest first by this date; the academic year (April to March) comes from it.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
      },
    },
    {
      name: 'number',
      type: 'text',
      maxLength: 40,
      label: 'Number',
      admin: { description: 'The circular’s number, if it has one, e.g. GPS/2027/041.' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'notice',
      options: NOTICE_CATEGORIES.map(({ value, label }) => ({ value, label })),
      admin: { description: 'Parents can list one category at a time on /notices.' },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      editor: pageBodyEditor,
      admin: {
        description:
          'The notice’s text. Its first sentences are its summary in search results and in the feed. Headings start at "Heading 2".',
      },
    },
    ...BODY_FILE_FIELDS,
    {
      name: 'attachments',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      admin: {
        description:
          'Files from Documents (e.g. the signed circular as a PDF), listed under the notice with their type and size.',
      },
    },
    {
      name: 'pinned',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Keep it at the top of /notices and the home page until it expires or is unpinned.',
        position: 'sidebar',
      },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Expires',
      admin: {
        description:
          'Optional. From this moment it leaves the home page and the main list, but stays listed under its academic year.',
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMMM yyyy, HH:mm' },
      },
    },
  ],
};
