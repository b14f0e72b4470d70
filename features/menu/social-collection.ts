import type { CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { getSettings } from '../../lib/settings.ts';
import { SOCIAL_TITLES } from './rules.ts';

// Edited here only when no external menu API (CMS_API_URL) supplies the lists.
const editable = () => getSettings().usesEmbeddedCms;

/** The spec's social links (§3): the icons in the top bar and the footer. */
export const Social: CollectionConfig = {
  slug: 'social',
  labels: { singular: 'Social link', plural: 'Social links' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url'],
    description: 'The school’s pages on social networks, shown as icons in the top bar and the footer.',
    group: 'Navigation',
    hidden: () => !editable(),
  },
  access: {
    read: anyone,
    create: (args) => editable() && isSignedIn(args),
    update: (args) => editable() && isSignedIn(args),
    delete: (args) => editable() && isSignedIn(args),
  },
  fields: [
    {
      name: 'title',
      type: 'select',
      required: true,
      options: SOCIAL_TITLES.map((title) => ({ label: title, value: title })),
      admin: { description: 'The network: its icon is shown.' },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 2048,
      admin: { description: 'The full address of the school’s page there, starting with https://' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value)) ||
        'Write the full address, starting with https://',
    },
  ],
};
