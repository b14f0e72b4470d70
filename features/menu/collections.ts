import type { CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { getSettings } from '../../lib/settings.ts';
import { SOCIAL_TITLES } from './rules.ts';

// The lists are edited here only when no external menu API (CMS_API_URL) supplies them.
const editable = () => getSettings().usesEmbeddedCms;

const access: CollectionConfig['access'] = {
  read: anyone,
  create: (args) => editable() && isSignedIn(args),
  update: (args) => editable() && isSignedIn(args),
  delete: (args) => editable() && isSignedIn(args),
};

/** The spec's menu entries (§3): the header, footer and the site's routes all come from this list. */
export const Menu: CollectionConfig = {
  slug: 'menu',
  labels: { singular: 'Menu link', plural: 'Menu' },
  defaultSort: 'position',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'url', 'active', 'position'],
    description: 'The links in the header and footer. Each active link is a page of the site at /{url}.',
    group: 'Navigation',
    // With an external menu API (CMS_API_URL), that API supplies the menu: nothing to edit here.
    hidden: () => !editable(),
  },
  access,
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 60,
      admin: { description: 'The link’s text, e.g. About Us.' },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 100,
      admin: {
        description:
          'The page’s address after the site name, e.g. about-us for /about-us: letters, digits and hyphens. landing-page is the special landing page.',
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick to hide the link and take its page off the site (it answers "not found").' },
    },
    {
      name: 'position',
      type: 'number',
      required: true,
      defaultValue: 10,
      admin: { description: 'Links are shown in this order, lowest first.' },
    },
  ],
};

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
  access,
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
