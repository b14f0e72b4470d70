/**
 * The server's one logger. `LOG_FORMAT=json` gives one JSON object a line (level, time, msg and the
 * fields) for a log collector; by default a line a person reads, the message alone. Never pass it a
 * credential or a token: fields are written as they are.
 */
import { requestSchool } from './server-bridge.ts';
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

const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g;

/** The text with each line break written as `\n`: one log line, which nothing in it can split or forge. */
function oneLine(text: string): string {
  return text.replace(LINE_BREAK, '\\n');
}

/**
 * What of an error's message may be logged, on one line: never a database's query parameters (drizzle
 * writes `Failed query: … params: %Asha%,12`: what a parent typed) nor the value Postgres quotes back
 * (`invalid input syntax for type integer: "Asha"`).
 */
export function loggableMessage(message: string): string {
  return oneLine(
    message
      .replace(/\s*\bparams:[\s\S]*$/, '')
      .replace(/(invalid input (?:syntax|value) for (?:type )?[\w ]+):[^\n]*/g, '$1'),
  );
}

/** An error (or anything thrown) as loggableMessage has it. */
export function loggableError(error: unknown): string {
  return loggableMessage(error instanceof Error ? error.message : String(error));
}

function write(level: Level, msg: string, fields: LogFields = {}): void {
  // Fields come after the keys an operator sorts by, and can never overwrite them; during a request, the
  // school it is for (a host running many tells their lines apart by it).
  const school = requestSchool()?.domain;
  const head = { level, time: new Date().toISOString(), msg, ...(school ? { school } : {}) };
  // A text line is one line whatever the message holds (a request's `%0A` in a failed query, a stack).
  const line = jsonWanted() ? JSON.stringify(Object.assign({ ...head }, fields, head)) : oneLine(msg);
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export const log = {
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};
