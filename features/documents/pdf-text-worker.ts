/**
 * The text worker's entry (a `node:worker_threads` worker started by pdf-text.ts): reads each file it is
 * sent, one at a time, and answers what it read. `npm run build` bundles it, PDF.js included, into the
 * build's folder as `pdf-text-worker.mjs` (scripts/lib/pdf-text-worker-bundle.ts).
 */
import { parentPort } from 'node:worker_threads';
import { readPdfText } from './pdf-reading.ts';

parentPort?.on('message', ({ bytes }: { bytes: Uint8Array }) => {
  // readPdfText answers every failure itself; anything else ends the worker, which pdf-text.ts sees.
  void readPdfText(bytes).then((reading) => parentPort?.postMessage(reading));
});
