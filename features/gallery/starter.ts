import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { z } from 'zod';
import { readStarterYaml, type Created, type StarterFileName } from '../../cms/starter-import.ts';
import { slugFromTitle } from '../../lib/slug.ts';

/**
 * The demo gallery (`content/gallery.yaml`): its photos are drawn here with sharp, from shapes in each
 * album's colours, so the repository ships no photographs and the demo still shows every size and format.
 */

const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const gallerySchema = z.object({
  albums: z.array(
    z.object({
      title: z.string().min(1),
      date: z.iso.date(),
      description: z.string().optional(),
      colours: z.tuple([colour, colour]),
      photos: z.array(z.string().min(1).max(200)).min(1),
    }),
  ),
});

const WIDTH = 1200;
const HEIGHT = 900;

/** A deterministic drawing: a gradient between the album's colours and a few circles, different for each photo. */
function drawing([from, to]: readonly [string, string], seed: number): Buffer {
  let state = seed * 7919 + 17;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const circles = Array.from({ length: 7 }, () => {
    const fill = random() > 0.5 ? to : '#ffffff';
    return `<circle cx="${Math.round(random() * WIDTH)}" cy="${Math.round(random() * HEIGHT)}" r="${Math.round(60 + random() * 260)}" fill="${fill}" fill-opacity="${(0.2 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const angle = Math.round(random() * 360);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`,
  );
}

/** Imports the demo albums, if `content/gallery.yaml` exists; what it makes is added to `created`. */
export async function importGallery(
  payload: Payload,
  contentDir: string,
  created: Created,
  fileName: StarterFileName,
): Promise<void> {
  // The gallery is optional: a school without demo photos leaves the file out.
  if (!existsSync(join(contentDir, 'gallery.yaml'))) return;
  const gallery = readStarterYaml(contentDir, 'gallery.yaml', gallerySchema);
  let seed = 0;
  for (const album of gallery.albums) {
    const slug = slugFromTitle(album.title);
    const images: number[] = [];
    for (const [index, alt] of album.photos.entries()) {
      const data = await sharp(drawing(album.colours, (seed += 1)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const file = { data, mimetype: 'image/jpeg', name: fileName(`${slug}-${index + 1}.jpg`), size: data.length };
      const image = await payload.create({ collection: 'images', data: { alt }, file });
      created.push({ collection: 'images', id: image.id });
      images.push(image.id);
    }
    const doc = await payload.create({
      collection: 'albums',
      data: {
        title: album.title,
        slug,
        date: `${album.date}T06:30:00.000Z`,
        description: album.description,
        images,
        _status: 'published',
      },
    });
    created.push({ collection: 'albums', id: doc.id });
  }
}
