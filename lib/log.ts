/**
 * The server's one logger. `LOG_FORMAT=json` gives one JSON object a line (level, time, msg and the
 * fields) for a log collector; by default a line a person reads, the message alone. Never pass it a
 * credential or a token: fields are written as they are.
 */
import { getSettings } from './settings.ts';

type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

function jsonWanted(): boolean {
  try {
    return getSettings().logFormat === 'json';
  } catch {
    // Invalid settings are reported where they are read; a log line must still get out.
    return false;
  }
}

function write(level: Level, msg: string, fields: LogFields = {}): void {
  // Fields come after the three keys an operator sorts by, and can never overwrite them.
  const head = { level, time: new Date().toISOString(), msg };
  const line = jsonWanted() ? JSON.stringify(Object.assign({ ...head }, fields, head)) : msg;
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};
