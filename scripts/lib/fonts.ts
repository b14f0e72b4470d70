import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVANAGARI_FONT_FILES } from '../../features/site-frame/devanagari-font.ts';

/**
 * Copies the Hindi pages' font files from their package into the build's static folder (`.next/static`),
 * where they are served beside the scripts, under the names the pages link (features/site-frame/devanagari-font.ts).
 */
export function copyFonts(root: string): void {
  // Named in full, so the dependency checks (knip) see the package used.
  const packageDir = dirname(fileURLToPath(import.meta.resolve('@fontsource/noto-sans-devanagari/package.json')));
  for (const { packageFile, href } of DEVANAGARI_FONT_FILES) {
    const target = join(root, '.next', href.replace(/^\/_next\//, ''));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(packageDir, packageFile), target);
  }
}
