/**
 * The text worker's entry (a `node:worker_threads` worker started by pdf-text.ts): reads each file it is
 * sent, one at a time, and answers what it read. `npm run build` bundles it, PDF.js included, into the
 * build's folder as `pdf-text-worker.mjs` (scripts/lib/pdf-text-worker-bundle.ts).
 */
import { parentPort } from 'node:worker_threads';
import { readPdfText } from './pdf-reading.ts';

parentPort?.on('message', async ({ bytes }: { bytes: Uint8Array }) => {
  parentPort?.postMessage(await readPdfText(bytes));
});
