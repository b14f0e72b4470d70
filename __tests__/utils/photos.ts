import sharp from 'sharp';

/**
 * A test photo: `seed`'s own blurred noise, which compresses worse than most photographs (its 320 px WebP
 * copy is about 28 kB, a school photo's 10–20 kB), so a weight budget it meets holds for real albums; flat
 * test colours would give 1 kB and prove nothing.
 */
export async function testPhoto(seed: number, width = 1800, height = 1200): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: Math.round(width / 12),
      height: Math.round(height / 12),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 90 + (seed % 7) * 10, sigma: 45 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.5)
    .modulate({ hue: (seed * 47) % 360 })
    .jpeg({ quality: 88 })
    .toBuffer();
}
