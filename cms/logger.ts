import type { DestinationStream } from 'pino';
import { log } from '../lib/log.ts';

type PinoLine = { level?: number; msg?: unknown; err?: { message?: unknown; type?: unknown } };

/**
 * Payload logs through pino; its lines go through the site's logger instead, so they follow LOG_FORMAT
 * and stay one line each. Only the message and an error's message are kept: no stack, no request data.
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
    const errorMessage = entry.err?.message === undefined ? '' : `${entry.err.type ? `${String(entry.err.type)}: ` : ''}${String(entry.err.message)}`;
    const message = [entry.msg, errorMessage].filter((part) => part !== undefined && part !== '' && part !== errorMessage.replace(/^\w+: /, '')).join(': ') || errorMessage;
    const level = entry.level ?? 30;
    const write = level >= 50 ? log.error : level >= 40 ? log.warn : log.info;
    write(`[payload] ${message}`, { source: 'payload' });
  },
};
