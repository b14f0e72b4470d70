import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber, StandardFonts, type PDFRef } from 'pdf-lib';

/**
 * PDFs an attacker with an editor's account could upload to keep PDF.js busy (issue 42): each is small
 * and valid enough for Payload's type check, and each once stalled the whole site while its text was read.
 */

const bytesOf = async (pdf: PDFDocument) => new Uint8Array(await pdf.save({ useObjectStreams: false }));

/** `count` empty pages: PDF.js's time grows about with the square of the pages. */
export async function emptyPages(count: number): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < count; page += 1) pdf.addPage([200, 200]);
  return bytesOf(pdf);
}

/**
 * A page drawing a form XObject that draws the next one twice, `depth` deep: a file of 2 kB whose text
 * takes 2^depth steps to walk.
 */
export async function nestedDrawings(depth = 40): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const fontRef = (font as unknown as { ref: PDFRef }).ref;
  let next: PDFRef | undefined;
  for (let level = depth; level >= 0; level -= 1) {
    const draws = next ? 'q /X Do Q q /X Do Q' : 'BT /F 12 Tf 10 10 Td (deep) Tj ET';
    const resources = pdf.context.obj(next ? { XObject: { X: next } } : { Font: { F: fontRef } });
    const form = pdf.context.stream(draws, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 200, 200],
      Resources: resources,
    });
    next = pdf.context.register(form);
  }
  const page = pdf.addPage([200, 200]);
  page.node.setXObject(PDFName.of('X'), next as PDFRef);
  page.pushOperators();
  const content = pdf.context.register(pdf.context.stream('/X Do'));
  page.node.set(PDFName.of('Contents'), content);
  return bytesOf(pdf);
}

/** A page whose content is one Flate stream of `inflatedMb` MB of spaces: about 1 kB in the file per MB. */
export async function compressedPadding(inflatedMb = 600): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const megabyte = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < inflatedMb; written += 1) {
    if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const compressed = Buffer.concat(chunks);

  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  const stream = pdf.context.stream(new Uint8Array(compressed), {
    Filter: 'FlateDecode',
    Length: PDFNumber.of(compressed.length),
  });
  page.node.set(PDFName.of('Contents'), pdf.context.register(stream));
  return bytesOf(pdf);
}
