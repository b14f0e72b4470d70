import { AsyncLocalStorage } from 'node:async_hooks';
import type { PayloadRequest } from 'payload';
import { requestSchool } from '../lib/server-bridge.ts';

// Which school a call to the CMS is for, apart from the multi-tenant plugin's wiring (cms/schools.ts), so
// what reads a school's documents (cms/school-doc.ts) loads no plugin.

export const ONE_PER_SCHOOL = ['school', 'alert', 'disclosure', 'message-settings'] as const;

/** What `req.context.school` holds: the id of the school one local call works for. */
const SCHOOL_CONTEXT = 'school';

// The school a command or a job works for, through every call it makes (a starter import's hundred saves).
const working = new AsyncLocalStorage<number>();

/** Runs `work` for school `id`: what it makes is that school's, what it reads as a visitor is that school's. */
export function forSchool<T>(id: number, work: () => T): T {
  return working.run(id, work);
}

/**
 * The school a write or read with `req` is for: the one work was started for (forSchool: a group admin,
 * at one school's domain, adds another), else the request's, else the one its caller named.
 */
export function schoolOf(req?: Pick<PayloadRequest, 'context'>): number | undefined {
  const named = req?.context?.[SCHOOL_CONTEXT];
  return working.getStore() ?? requestSchool()?.id ?? (typeof named === 'number' ? named : undefined);
}

/** The id of a document's `school` as it holds it: the id when saved, the school itself when read. */
export function schoolIdOf(value: unknown): number | undefined {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value;
  return typeof id === 'number' ? id : undefined;
}
