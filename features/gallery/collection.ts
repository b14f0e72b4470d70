import type { CollectionConfig } from 'payload';
import { isSignedIn, publishedOrSignedIn } from '../../cms/access/index.ts';
import { slugFromTitleIfEmpty } from '../../cms/hooks/slug-from-title.ts';
import { allOf, uniqueInSchool } from '../../cms/hooks/unique-in-school.ts';
import { showsFiles } from '../../cms/public-files/hooks.ts';
import { plainText, searchable } from '../../cms/search/indexing.ts';
import { istDay } from '../../lib/dates.ts';
import { SLUG } from '../../lib/slug.ts';
import { albumPath } from './rules.ts';

type Photo = { alt?: unknown };

// An album is found by its title, description and its photos' descriptions.
const search = searchable({
  collection: 'albums',
  kind: 'album',
  drafts: true,
  depth: 1,
  mainText: 'description',
  entry: (doc) => ({
    title: plainText(doc.title),
    texts: [
      doc.description,
      ...((Array.isArray(doc.images) ? doc.images : []) as (Photo | number)[]).map((photo) =>
        typeof photo === 'object' && photo !== null ? photo.alt : undefined,
      ),
    ],
    href: albumPath(String(doc.slug)),
    ...(typeof doc.date === 'string' ? { date: istDay(doc.date) } : {}),
  }),
});

// An album shows its photos.
const files = showsFiles({
  fields: { images: ['images'] },
  name: (doc) => `the album “${String(doc.title)}”`,
  plural: 'albums',
});

export const Albums: CollectionConfig = {
  slug: 'albums',
  labels: { singular: 'Album', plural: 'Albums' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', '_status', 'updatedAt'],
    description:
      'Photo albums shown at /gallery, newest first. Upload the photos under Images (each with its description), then pick them here in the order to show.',
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
    beforeValidate: [slugFromTitleIfEmpty('albums', 'album')],
    ...files.hooks,
    afterChange: [...(files.hooks.afterChange ?? []), search.afterChange],
    afterDelete: [...(files.hooks.afterDelete ?? []), search.afterDelete],
  },
  defaultSort: '-date',
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      admin: { description: 'The album’s name, e.g. Annual Sports Day 2026.' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      label: 'Address (url)',
      validate: allOf<string | null | undefined>(
        (value) =>
          (typeof value === 'string' && SLUG.test(value) && value.length <= 80) ||
          'Use lower-case letters, digits and single hyphens, e.g. sports-day-2026.',
        uniqueInSchool(
          'albums',
          'slug',
          (slug) => `Another album is at /gallery/${String(slug)}: choose another address.`,
        ),
      ),
      admin: {
        description: 'The album’s address: /gallery/{this}. Left empty, it is made from the title.',
        position: 'sidebar',
      },
    },
    {
      name: 'date',
      type: 'date',
      required: true,
      admin: {
        description: 'When the event took place. The gallery lists the newest first.',
        date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
        position: 'sidebar',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      maxLength: 500,
      admin: { description: 'A sentence or two about the event, shown above the photos (at most 500 characters).' },
    },
    {
      name: 'images',
      type: 'upload',
      relationTo: 'images',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 200,
      label: 'Photos',
      admin: {
        description:
          'The photos, in the order to show them; the first is the album’s cover. Each photo’s description (alt text) is set under Images.',
      },
    },
  ],
};
