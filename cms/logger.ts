import type { DestinationStream } from 'pino';
import { log, loggableMessage } from '../lib/log.ts';

type PinoLine = { level?: number; msg?: unknown; err?: { message?: unknown } };

/**
 * Payload logs through pino; its lines go through the site's logger instead, so they follow LOG_FORMAT
 * and stay one line each. Only the message and an error's message are kept: no stack, no request data
 * (a failed query's parameters and values are cut off).
 */
export const payloadLogDestination: DestinationStream = {
  write(line: string) {
    let entry: PinoLine;
    try {
      entry = JSON.parse(line) as PinoLine;
    } catch {
      log.info(`[payload] ${line.trim()}`);
      return;
    }
    // The error's class name is minified in the server's bundle: its message says enough.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- whatever a library logged, shown as text
    const errorMessage = entry.err?.message === undefined ? '' : String(entry.err.message);
    const parts = [entry.msg === undefined ? '' : String(entry.msg as string), errorMessage].filter(
      (part) => part !== '',
    );
    // A failed query's message is cut before its parameters (lib/log.ts): a parent's name was logged.
    const message = loggableMessage([...new Set(parts)].join(': '));
    const level = entry.level ?? 30;
    const write = level >= 50 ? log.error : level >= 40 ? log.warn : log.info;
    write(`[payload] ${message}`, { source: 'payload' });
  },
};
