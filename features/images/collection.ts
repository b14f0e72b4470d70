import { createHash } from 'node:crypto';
import type { CollectionBeforeOperationHook, CollectionConfig, ImageSize } from 'payload';
import { isSignedIn, publicFileOrSignedIn } from '../../cms/access/index.ts';
import { PUBLIC_FILE_FIELDS } from '../../cms/public-files/hooks.ts';
import { uploadsDir } from '../../cms/storage.ts';
import { reindexWhatShows } from '../search/indexing.ts';

/** The widths pages ask for (srcset): a phone never downloads more than its screen needs. */
const IMAGE_WIDTHS = { small: 480, medium: 960, large: 1600 } as const;
/** The gallery's grid tiles: about 120 CSS px on a phone, so 320 fills one at 2x and 480 at 3x. */
const THUMBNAIL_WIDTH = 320;

const webp = { format: 'webp', options: { quality: 78 } } as const;
// For browsers without WebP (Safari before 14): the same widths in JPEG.
const jpeg = { format: 'jpeg', options: { quality: 78, progressive: true } } as const;

const size = (name: string, width: number, formatOptions: ImageSize['formatOptions']): ImageSize => ({
  name,
  width,
  withoutEnlargement: true,
  formatOptions,
});

const IMAGE_SIZES: ImageSize[] = [
  ...Object.entries(IMAGE_WIDTHS).map(([name, width]) => size(name, width, webp)),
  size('thumbnail', THUMBNAIL_WIDTH, webp),
  ...Object.entries({ ...IMAGE_WIDTHS, thumbnail: THUMBNAIL_WIDTH }).map(([name, width]) =>
    size(`${name}Jpeg`, width, jpeg),
  ),
];

/**
 * Kept for a year, never asked for again: only a file's own bytes. Payload calls this for a file it serves
 * (200, a range of it, or a bucket's 304) and for a range past the file's end (416, Content-Range
 * `bytes *` and the size), never for a missing file or an error, which must not be kept.
 */
function cacheForAYear({ headers }: { headers: Headers }): Headers {
  if (!headers.get('Content-Range')?.startsWith('bytes */'))
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return headers;
}

/** A file's stored name ends in a hash of its bytes (`sports-day-3f9a1c2b7d4e.jpg`): its addresses, and those of its sizes, never serve other bytes, so browsers may keep them for a year. */
const nameByContent: CollectionBeforeOperationHook = ({ req }) => {
  const file = req.file;
  if (!file?.data?.length) return;
  const hash = createHash('sha256').update(file.data).digest('hex').slice(0, 12);
  const dot = file.name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [file.name.slice(0, dot), file.name.slice(dot)] : [file.name, ''];
  file.name = `${stem.slice(0, 80)}-${hash}${extension}`;
};

export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'public', 'usedBy', 'updatedAt'],
    description:
      'Photos and pictures for pages and the gallery: JPEG, PNG or WebP of at most 20 MB. The site makes smaller copies for phones itself.',
    group: 'Content',
  },
  access: { read: publicFileOrSignedIn, create: isSignedIn, update: isSignedIn, delete: isSignedIn },
  // A photo's description is searched as part of the albums that show it.
  hooks: { beforeOperation: [nameByContent], afterChange: [reindexWhatShows] },
  upload: {
    staticDir: uploadsDir('images'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    imageSizes: IMAGE_SIZES,
    adminThumbnail: 'small',
    // Cropping or moving the focal point in the admin would remake the sizes under the same names, which
    // browsers keep for a year (nameByContent): a different crop is a new upload.
    crop: false,
    focalPoint: false,
    // Every stored name ends in a hash of its bytes (nameByContent; sharp's sizes add `-480x320`).
    modifyResponseHeaders: cacheForAYear,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 200,
      label: 'Description (alt text)',
      admin: {
        description:
          'What the picture shows, for visitors who cannot see it, e.g. "Class V students at the science fair". Required.',
      },
    },
    ...PUBLIC_FILE_FIELDS,
  ],
};
