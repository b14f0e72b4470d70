import type { MetadataRoute } from 'next';
import { z } from 'zod';
import { langOf, type FellBack } from '../../cms/localized.ts';
import { compareIso, istDay } from '../../lib/dates.ts';
import { SLUG } from '../../lib/slug.ts';

/** One file of a photo in one width: `url` on this site, its pixel size. */
export type ImageFile = { url: string; width: number; height: number };

/** A photo of an album in the sizes the CMS made: WebP and, for browsers without WebP, JPEG, narrowest first. */
export type Photo = {
  id: string;
  alt: string;
  width: number;
  height: number;
  webp: ImageFile[];
  jpeg: ImageFile[];
  fallback: ImageFile;
  /** `"en"` when a Hindi page shows the English alt text, no Hindi one written yet. */
  lang?: 'en';
};

export type AlbumSummary = {
  slug: string;
  title: string;
  date: string;
  description?: string;
  count: number;
  cover?: Photo;
  /** The fields shown in English on a Hindi page, which has no Hindi for them yet (cms/localized.ts). */
  fellBack?: FellBack;
};
export type Album = AlbumSummary & { photos: Photo[] };

const sitePath = z.string().regex(/^\/(?!\/)\S*$/);
const dimension = z.number().int().positive();
const fileSchema = z.object({ url: sitePath, width: dimension, height: dimension });
const imageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  alt: z.string().trim().min(1),
  url: sitePath,
  width: dimension,
  height: dimension,
  sizes: z.record(z.string(), z.unknown()).optional(),
});
const albumSchema = z.object({
  slug: z.string().regex(SLUG),
  title: z.string().trim().min(1),
  date: z.iso.datetime({ offset: true }).or(z.iso.date()),
  description: z.string().nullish(),
  images: z.array(z.unknown()).nullish(),
});

const WEBP_SIZES = ['thumbnail', 'small', 'medium', 'large'] as const;
const JPEG_SIZES = WEBP_SIZES.map((name) => `${name}Jpeg`);

function files(sizes: Record<string, unknown> | undefined, names: readonly string[]): ImageFile[] {
  return names
    .map((name) => fileSchema.safeParse(sizes?.[name]))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => a.width - b.width);
}

/** An image document as a photo; undefined when it has no file or no alt text to show (it is left out). */
function photoFromCms(doc: unknown, lang: 'en' | undefined): Photo | undefined {
  const parsed = imageSchema.safeParse(doc);
  if (!parsed.success) return undefined;
  const { id, alt, url, width, height, sizes } = parsed.data;
  const original = { url, width, height };
  const webp = files(sizes, WEBP_SIZES);
  const jpeg = files(sizes, JPEG_SIZES);
  // An original narrower than every size has none made (sharp never enlarges): it is its own only size.
  return {
    id: String(id),
    alt,
    width,
    height,
    webp,
    jpeg: jpeg.length > 0 ? jpeg : [original],
    fallback: jpeg[jpeg.length - 1] ?? original,
    ...(lang && { lang }),
  };
}

/** The day of an album in India ("2026-02-14"): editors pick a day, stored as a time on it. */
const albumDay = (date: string): string => istDay(date);

/** An album document (images populated) in the site's shape; undefined when it cannot be shown. */
export function albumFromCms(doc: unknown, fellBack: FellBack = []): Album | undefined {
  const parsed = albumSchema.safeParse(doc);
  if (!parsed.success) return undefined;
  const { slug, title, date, description, images } = parsed.data;
  const photos = (images ?? [])
    .map((image, index) => photoFromCms(image, langOf(fellBack, `images.${index}.alt`)))
    .filter((photo): photo is Photo => photo !== undefined);
  return {
    slug,
    title,
    date: albumDay(date),
    description: description?.trim() || undefined,
    count: photos.length,
    cover: photos[0],
    photos,
    fellBack,
  };
}

export function newestFirst(a: AlbumSummary, b: AlbumSummary): number {
  return compareIso(b.date, a.date) || a.title.localeCompare(b.title);
}

export const GALLERY_PATH = '/gallery';
export const albumPath = (slug: string) => `${GALLERY_PATH}/${slug}`;
/** A photo's own page: 1 is the first photo. */
export const photoPath = (slug: string, index: number) => `${albumPath(slug)}/${index + 1}`;

/** The photo a `/gallery/{slug}/{n}` path names (`['3']` → 2), if the album has it: digits only, no leading zero. */
export function photoIndex(segments: readonly string[], album: Pick<Album, 'count'>): number | undefined {
  const [segment, ...rest] = segments;
  if (rest.length > 0 || !segment || !/^[1-9]\d{0,3}$/.test(segment)) return undefined;
  const index = Number(segment) - 1;
  return index < album.count ? index : undefined;
}

/** Every album's page and each of its photos' pages, for the sitemap: each answers 200 and is its own canonical. */
export function gallerySitemapEntries(baseUrl: string, albums: readonly AlbumSummary[]): MetadataRoute.Sitemap {
  return albums.flatMap((album) => [
    { url: `${baseUrl}${albumPath(album.slug)}`, changeFrequency: 'monthly' as const, priority: 0.5 },
    ...Array.from({ length: album.count }, (_, index) => ({
      url: `${baseUrl}${photoPath(album.slug, index)}`,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
  ]);
}
