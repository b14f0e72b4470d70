import { log } from '../../lib/log.ts';

/**
 * The words inside an uploaded PDF, for the site's search: read once when the file is saved, never per
 * search. A scan (pages that are pictures) has none: '' is stored, and the dashboard asks the office for a
 * summary (features/attention).
 */

/** Enough for a long circular or a 40-page report; a larger file's rest is not searched. */
export const TEXT_LIMIT = 100_000;

const PDF = 'application/pdf';

// Postgres's text cannot hold NUL, and no control character is a word: each becomes a space.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Runs of spaces made one, at most one blank line, no control characters; cut at a word before `TEXT_LIMIT`. */
export function tidyText(text: string): string {
  const tidy = text
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (tidy.length <= TEXT_LIMIT) return tidy;
  const cut = tidy.slice(0, TEXT_LIMIT);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** The text of a PDF's pages in order, read page by page until there is enough. Throws for a file PDF.js cannot open. */
async function readPdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on the first PDF: PDF.js is 1.6 MB of code that pages and commands never need.
  const { getDocumentProxy } = await import('unpdf');
  // A copy: PDF.js may take over (detach) the buffer it is given, and the caller still uploads this one.
  // Verbosity 0: its warnings about a damaged file would otherwise go to the server's log unprefixed.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length <= TEXT_LIMIT; number += 1) {
      const page = await pdf.getPage(number);
      const { items } = await page.getTextContent();
      const text = items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      pages.push(text);
      length += text.length;
    }
    return pages.join('\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * What a document's `text` holds for this file: null for a picture (JPEG, PNG), the PDF's words, or ''
 * for a PDF with none: a scan, or a file PDF.js cannot read (one log line, without the file's name,
 * which may name a pupil).
 */
export async function documentText(
  file: { bytes: Uint8Array; mimeType: string | null | undefined },
  which: string,
): Promise<string | null> {
  if (file.mimeType !== PDF) return null;
  try {
    return tidyText(await readPdfText(file.bytes));
  } catch (error) {
    const reason = (error as Error).message?.split('\n')[0] ?? String(error);
    log.warn(
      `[documents] no text could be read from ${which} (a PDF of ${Math.ceil(file.bytes.byteLength / 1024)} kB), so search will not find its words: ${(error as Error).name}: ${reason}`,
    );
    return '';
  }
}
