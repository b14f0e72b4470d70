/**
 * The self-hosted Devanagari font for Hindi pages: Noto Sans Devanagari (SIL Open Font License), Devanagari
 * subset only, regular and bold, from the `@fontsource/noto-sans-devanagari` package. `npm run build`
 * copies the files into the build's static folder (scripts/lib/fonts.ts), served from this site like its
 * scripts (`/_next/static/…`, cached for good: the version is in the name). No request to any font service.
 *
 * Only a Hindi page names it: its `@font-face` and its preload are in that page's `<head>` alone, so an
 * English page never downloads it. It comes first in the Hindi pages' list (app/globals.css), so Hindi
 * looks the same on every device, and `font-display: swap`: text shows at once in a system font and takes
 * this one when it comes. Not `optional`, which never used a file that came after the first paint: where no
 * system font has Devanagari, a cold start or a slow phone showed the whole page as empty boxes.
 */
export const DEVANAGARI_FONT_PACKAGE = '@fontsource/noto-sans-devanagari';
export const DEVANAGARI_FONT_VERSION = '5.3.0';
export const DEVANAGARI_FONT_FAMILY = 'Site Noto Sans Devanagari';

/**
 * An English page's language link says "हिन्दी": where no system font has Devanagari it would show empty
 * boxes, and the whole font is for Hindi pages only. So English pages get the bold face cut down to that
 * word's glyphs (scripts/lib/fonts.ts, about 2 kB), under a family of its own that only the link names,
 * first in its list (app/globals.css): the word looks the same on every device.
 */
export const LANGUAGE_LINK_FONT = {
  family: 'Site Language Link',
  weight: 700,
  href: `/_next/static/fonts/noto-sans-devanagari-${DEVANAGARI_FONT_VERSION}-language-link.woff2`,
};

const WEIGHTS = [400, 700] as const;

/** Each weight's file: its name in the package and its address on the site. */
export const DEVANAGARI_FONT_FILES = WEIGHTS.map((weight) => {
  const file = `noto-sans-devanagari-devanagari-${weight}-normal.woff2`;
  return {
    weight,
    packageFile: `files/${file}`,
    href: `/_next/static/fonts/noto-sans-devanagari-${DEVANAGARI_FONT_VERSION}-devanagari-${weight}-normal.woff2`,
  };
});

// The Devanagari block, its extensions and the signs Hindi text uses with it (danda, rupee sign, dotted
// circle), as the package's own subset declares them.
const UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/** The `@font-face` rules of a Hindi page. */
export function devanagariFontFaces(): string {
  return DEVANAGARI_FONT_FILES.map(
    ({ weight, href }) =>
      `@font-face{font-family:'${DEVANAGARI_FONT_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;src:url(${href}) format('woff2');unicode-range:${UNICODE_RANGE}}`,
  ).join('');
}

/**
 * The `@font-face` rule of an English page's "हिन्दी" link. `block`, not the Hindi pages' `swap`: where no
 * system font has Devanagari, the word would show as empty boxes until its font came. It is invisible
 * instead until its 2 kB arrive (preloaded with the page), and the link's fixed width (app/globals.css)
 * keeps anything from moving then.
 */
export function languageLinkFontFace(): string {
  const { family, weight, href } = LANGUAGE_LINK_FONT;
  return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:block;src:url(${href}) format('woff2');unicode-range:${UNICODE_RANGE}}`;
}
