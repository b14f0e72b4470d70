import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { DEVANAGARI_FONT_FILES, LANGUAGE_LINK_FONT } from '../../features/site-frame/devanagari-font.ts';
import frame from '../../lib/i18n/messages/en/frame.json' with { type: 'json' };

/**
 * Copies the Hindi pages' font files from their package into the build's static folder (`.next/static`),
 * where they are served beside the scripts, under the names the pages link (features/site-frame/devanagari-font.ts).
 */
export async function copyFonts(root: string): Promise<void> {
  // Named in full, so the dependency checks (knip) see the package used.
  const packageDir = dirname(fileURLToPath(import.meta.resolve('@fontsource/noto-sans-devanagari/package.json')));
  for (const { packageFile, href } of DEVANAGARI_FONT_FILES) {
    const target = join(root, '.next', href.replace(/^\/_next\//, ''));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(packageDir, packageFile), target);
  }

  // The English pages' "हिन्दी" link: the bold face with that word's glyphs alone (harfbuzz's subsetter,
  // which keeps the shaping rules the word's conjuncts need).
  const bold = DEVANAGARI_FONT_FILES.find(({ weight }) => weight === LANGUAGE_LINK_FONT.weight);
  if (!bold) throw new Error(`no ${LANGUAGE_LINK_FONT.weight} weight of the Devanagari font`);
  const subset = await subsetFont(readFileSync(join(packageDir, bold.packageFile)), frame.language.hi, {
    targetFormat: 'woff2',
  });
  writeFileSync(join(root, '.next', LANGUAGE_LINK_FONT.href.replace(/^\/_next\//, '')), subset);
}
