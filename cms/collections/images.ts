import type { CollectionConfig } from 'payload';
import { anyone, isSignedIn } from '../access/index.ts';
import { uploadsDir } from '../storage.ts';

/** The widths pages ask for (srcset): a phone never downloads more than its screen needs. */
export const IMAGE_WIDTHS = { small: 480, medium: 960, large: 1600 } as const;

export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    description: 'Photos and pictures for pages: JPEG, PNG or WebP of at most 20 MB. The site makes smaller copies for phones itself.',
    group: 'Content',
  },
  access: { read: anyone, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  upload: {
    staticDir: uploadsDir('images'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    imageSizes: Object.entries(IMAGE_WIDTHS).map(([name, width]) => ({
      name,
      width,
      withoutEnlargement: true,
      formatOptions: { format: 'webp', options: { quality: 78 } },
    })),
    adminThumbnail: 'small',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      label: 'Description (alt text)',
      admin: { description: 'What the picture shows, for visitors who cannot see it, e.g. "Class V students at the science fair". Required.' },
    },
  ],
};
