import type { CollectionConfig } from 'payload';
import { isSignedIn, publishedOrSignedIn } from '../../cms/access/index.ts';
import { allOf, uniqueInSchool } from '../../cms/hooks/unique-in-school.ts';
import { BODY_FILE_FIELDS } from '../../cms/public-files/body-files.ts';
import { showsFiles } from '../../cms/public-files/hooks.ts';
import { pageBodyEditor } from '../../cms/rich-text.ts';
import { plainText, searchable } from '../../cms/search/indexing.ts';
import { isGigwSlug } from '../../lib/gigw-pages.ts';
import { isMenuSlug } from '../menu/rules.ts';

// A page is found by its title, description and body, at its own address.
const search = searchable({
  collection: 'pages',
  kind: 'page',
  drafts: true,
  entry: (doc) => ({ title: plainText(doc.title), texts: [doc.description, doc.body], href: `/${String(doc.slug)}` }),
});

// A page shows the documents and images of its body.
const files = showsFiles(
  {
    fields: { documents: ['bodyDocuments'], images: ['bodyImages'] },
    name: (doc) => `the page “${String(doc.title)}”`,
    plural: 'pages',
  },
  { hasBody: true },
);

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description:
      'The page shown for a menu link. A menu link without a page here shows the home page; a page whose link is not in the menu (or not active) is not shown.',
    group: 'Content',
  },
  access: {
    read: publishedOrSignedIn,
    create: isSignedIn,
    update: isSignedIn,
    delete: isSignedIn,
    readVersions: isSignedIn,
  },
  // Every save is kept (who, when, what); drafts are saved without showing on the site until published.
  versions: { drafts: true, maxPerDoc: 100 },
  // One page at an address in each school (every school has its /about-us).
  indexes: [{ fields: ['school', 'slug'], unique: true }],
  custom: { ...files.custom, ...search.custom },
  hooks: {
    ...files.hooks,
    afterChange: [...(files.hooks.afterChange ?? []), search.afterChange],
    afterDelete: [...(files.hooks.afterDelete ?? []), search.afterDelete],
  },
  fields: [
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: 'Menu link (url)',
      admin: {
        description:
          'The url of the menu link this page is for, as in the menu: e.g. about-us for /about-us. The website’s policies have their own: accessibility-statement, privacy-policy, terms-of-use, hyperlinking-policy, copyright-policy, help and site-map (linked from the footer, no menu link needed).',
        position: 'sidebar',
      },
      validate: allOf<string | null | undefined>(
        (value) =>
          (typeof value === 'string' && (isMenuSlug(value) || isGigwSlug(value))) ||
          'Use letters, digits and single hyphens, e.g. about-us (not home, admin or api).',
        uniqueInSchool('pages', 'slug', (slug) => `The school already has a page at /${String(slug)}: open that one.`),
      ),
    },
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      admin: { description: 'The page’s heading, also the title in the browser tab and in search results.' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      admin: {
        description:
          'One or two sentences that search engines show under the title (at most 300 characters). Left empty: the school’s description.',
      },
    },
    {
      name: 'body',
      type: 'richText',
      localized: true,
      editor: pageBodyEditor,
      admin: {
        description:
          'The page’s text. Headings start at "Heading 2" (the title is the page’s only top heading). Links to other sites open in a new tab.',
      },
    },
    ...BODY_FILE_FIELDS,
  ],
};
