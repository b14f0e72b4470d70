/**
 * Reading a PDF's words with PDF.js (`unpdf`), as the text worker (pdf-text-worker.ts) does it: the parts
 * that run away from the server's thread. pdf-text.ts starts the worker and holds it to its limits.
 */

/** Enough for a long circular or a 40-page report; a larger file's rest is not searched. */
export const TEXT_LIMIT = 100_000;

/**
 * More pages than a school's longest report. PDF.js's time grows about with the square of the pages (20,000
 * empty ones took 159 s), so a file with more is not read at all.
 */
export const PAGE_LIMIT = 1_000;

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

/** What the worker answers: the tidy text, a file with too many pages, or why PDF.js could not read it. */
export type PdfReading =
  | { outcome: 'text'; text: string }
  | { outcome: 'too-many-pages'; pages: number }
  | { outcome: 'unreadable'; error: string };

/** The tidy text of a PDF's pages in order, read page by page until there is enough. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfReading> {
  // PDF.js is 1.6 MB of code: loaded by the worker alone, never by the server's thread.
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // Verbosity 0: its warnings about a damaged file would otherwise go to the server's log unprefixed.
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    return { outcome: 'unreadable', error: firstLine(error) };
  }
  try {
    if (pdf.numPages > PAGE_LIMIT) return { outcome: 'too-many-pages', pages: pdf.numPages };
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
    return { outcome: 'text', text: tidyText(pages.join('\n')) };
  } catch (error) {
    return { outcome: 'unreadable', error: firstLine(error) };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

function firstLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.name}: ${error.message.split('\n')[0]}`;
}
