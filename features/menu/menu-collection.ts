import type { CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../../cms/access/index.ts';
import { getSettings } from '../../lib/settings.ts';

// The lists are edited here only when no external menu API (CMS_API_URL) supplies them.
const editable = () => getSettings().usesEmbeddedCms;

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
  access: {
    read: anyone,
    create: (args) => editable() && isSignedIn(args),
    update: (args) => editable() && isSignedIn(args),
    delete: (args) => editable() && isSignedIn(args),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
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
