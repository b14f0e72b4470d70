import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  DEVANAGARI_FONT_FAMILY,
  DEVANAGARI_FONT_FILES,
  DEVANAGARI_FONT_PACKAGE,
  DEVANAGARI_FONT_VERSION,
  devanagariFontFaces,
} from '@/features/site-frame/devanagari-font';

const require = createRequire(join(process.cwd(), 'package.json'));

describe('the Hindi pages’ font', () => {
  it('names the installed package’s version, so a new version gets new addresses', () => {
    const installed = JSON.parse(readFileSync(require.resolve(`${DEVANAGARI_FONT_PACKAGE}/package.json`), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(DEVANAGARI_FONT_VERSION);
    for (const file of DEVANAGARI_FONT_FILES) {
      expect(file.href).toContain(DEVANAGARI_FONT_VERSION);
      expect(() => require.resolve(`${DEVANAGARI_FONT_PACKAGE}/${file.packageFile}`)).not.toThrow();
    }
  });

  it('is served from this site, Devanagari only, and swapped in when it comes late', () => {
    const faces = devanagariFontFaces();
    expect(faces.match(/@font-face/g)).toHaveLength(DEVANAGARI_FONT_FILES.length);
    expect(faces).toContain(`font-family:'${DEVANAGARI_FONT_FAMILY}'`);
    expect(faces).toContain('font-display:swap');
    expect(faces).toContain('unicode-range:U+0900-097F');
    expect(faces).not.toMatch(/https?:/);
    for (const url of faces.match(/url\(([^)]+)\)/g) ?? []) expect(url).toMatch(/^url\(\/_next\/static\/fonts\//);
  });
});
