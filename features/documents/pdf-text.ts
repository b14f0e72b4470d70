import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { log } from '../../lib/log.ts';
import { PAGE_LIMIT, type PdfReading } from './pdf-reading.ts';

/**
 * The words inside an uploaded PDF, for the site's search: read once when the file is saved, never per
 * search. A scan (pages that are pictures) has none: '' is stored, and the dashboard asks the office for a
 * summary (features/attention).
 *
 * An editor's file is read by PDF.js in a worker thread, never on the server's own: a hostile file (20,000
 * empty pages, drawings nested deep, a small stream that inflates to gigabytes) once kept every visitor
 * waiting for as long as it was read. The worker is held to the limits below and ended when it passes one;
 * the file is then saved without text, as a scan is.
 */

/** Wall-clock time for one file: a real one takes well under a second a page, and reading stops at TEXT_LIMIT. */
const TIME_LIMIT_MS = 15_000;

/** The worker's JavaScript heap (resourceLimits): a 20 MB report needs less than half of it. */
const HEAP_LIMIT_MB = 256;

/**
 * Memory outside that heap (the decoded streams are ArrayBuffers, which resourceLimits does not count),
 * measured every CHECK_EVERY_MS: a stream inflating past this is not a school's document.
 */
const EXTERNAL_LIMIT_BYTES = 256 * 1024 * 1024;
const CHECK_EVERY_MS = 25;

const PDF = 'application/pdf';

// The build bundles the worker beside server.js, where the server runs (scripts/build.ts); `npm run dev` and
// `npm run migrate` run from the project, where Node reads the TypeScript source itself.
const BUILT_WORKER = 'pdf-text-worker.mjs';
const SOURCE_WORKER = join('features', 'documents', 'pdf-text-worker.ts');

function workerEntry(): URL {
  const built = join(process.cwd(), BUILT_WORKER);
  return pathToFileURL(existsSync(built) ? built : join(process.cwd(), SOURCE_WORKER));
}

type Outcome = PdfReading | { outcome: 'over-limit'; limit: string };

/**
 * How long a worker is kept after a file for the next one: the starter import and the backfill read tens of
 * PDFs one after another, and starting a worker (PDF.js's 2 MB of code) costs more than reading one.
 */
const KEEP_IDLE_MS = 10_000;

let idle: { worker: Worker; timer: NodeJS.Timeout } | undefined;

function takeWorker(): Worker {
  if (idle) {
    const { worker, timer } = idle;
    clearTimeout(timer);
    idle = undefined;
    worker.ref();
    return worker;
  }
  const worker = new Worker(workerEntry(), {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB, maxYoungGenerationSizeMb: 32 },
  });
  worker.once('exit', () => {
    if (idle?.worker === worker) {
      clearTimeout(idle.timer);
      idle = undefined;
    }
  });
  return worker;
}

/** Kept for the next file, without holding the server open; ended when none comes. */
function keepIdle(worker: Worker): void {
  worker.unref();
  const timer = setTimeout(() => void worker.terminate(), KEEP_IDLE_MS);
  timer.unref();
  idle = { worker, timer };
}

/** One file in a worker, which is ended at the first limit the file passes. */
function readInWorker(bytes: Uint8Array): Promise<Outcome> {
  const worker = takeWorker();
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memory);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (healthy) keepIdle(worker);
      else void worker.terminate();
      resolve(outcome);
    };
    const overLimit = (limit: string) => finish({ outcome: 'over-limit', limit }, false);
    const timer = setTimeout(() => overLimit(`${TIME_LIMIT_MS / 1000} s of reading`), TIME_LIMIT_MS);
    const memory = setInterval(() => {
      worker.getHeapStatistics().then(
        (heap) => {
          if (heap.external_memory > EXTERNAL_LIMIT_BYTES)
            overLimit(`${EXTERNAL_LIMIT_BYTES / 1024 / 1024} MB of memory`);
        },
        () => undefined, // the worker has just ended
      );
    }, CHECK_EVERY_MS);
    const onMessage = (reading: PdfReading) => finish(reading, true);
    const onError = (error: Error) => {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') overLimit(`${HEAP_LIMIT_MB} MB of memory`);
      else finish({ outcome: 'unreadable', error: `${error.name}: ${error.message.split('\n')[0]}` }, false);
    };
    const onExit = () =>
      finish(
        {
          outcome: 'unreadable',
          error: `the reader stopped after ${Math.round(performance.now() - started)} ms without an answer`,
        },
        false,
      );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy goes to the worker (the caller still uploads these bytes).
    worker.postMessage({ bytes });
  });
}

// One file at a time: the server has two cores, and an editor saving many hostile files at once must still
// leave one for the visitors. The next file waits for the one before to end, however it ends.
let queue: Promise<unknown> = Promise.resolve();
function readInTurn(bytes: Uint8Array): Promise<Outcome> {
  const reading = queue.then(() => readInWorker(bytes));
  queue = reading.catch(() => undefined);
  return reading;
}

/**
 * What a document's `text` holds for this file: null for a picture (JPEG, PNG), the PDF's words, or ''
 * for a PDF with none: a scan, a file PDF.js cannot read, or one over a limit (one log line, without the
 * file's name, which may name a pupil).
 */
export async function documentText(
  file: { bytes: Uint8Array; mimeType: string | null | undefined },
  which: string,
): Promise<string | null> {
  if (file.mimeType !== PDF) return null;
  const started = performance.now();
  const reading = await readInTurn(file.bytes);
  if (reading.outcome === 'text') return reading.text;
  const kb = Math.ceil(file.bytes.byteLength / 1024);
  const why =
    reading.outcome === 'too-many-pages'
      ? `it has ${reading.pages} pages, more than the ${PAGE_LIMIT} read`
      : reading.outcome === 'over-limit'
        ? `reading it passed the limit of ${reading.limit}, so it was stopped after ${Math.round(performance.now() - started)} ms`
        : reading.error.replace(/\.+$/, '');
  log.warn(
    `[documents] no text could be read from ${which} (a PDF of ${kb} kB), so search will not find its words: ${why}. Write a summary of it for search.`,
  );
  return '';
}
