import { z } from 'zod';
import { CMS_SEGMENTS, MENU_SLUG } from './rules';
import type { MenuEntry, SocialLink } from './types';

// Before any schema is built: zod 4 otherwise probes `new Function("")` to compile fast parsers, and the
// page's CSP (no 'unsafe-eval') reports that probe as a violation in every browser that validates a list.
z.config({ jitless: true });

const position = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const menuEntrySchema = z.object({
  id: z.union([z.string().trim().min(1), z.number().finite()]).transform(String),
  title: z.string().trim().min(1).max(120),
  url: z
    .string()
    .trim()
    .max(100)
    .regex(MENU_SLUG)
    .refine((url) => !CMS_SEGMENTS.has(url)),
  active: z.boolean(),
  position,
});

const socialLinkSchema = z.object({
  title: z.string().trim().min(1).max(60),
  url: z.url({ protocol: /^https?$/ }).max(2048),
});

const menuEnvelopeSchema = z.object({ status: z.literal('success'), data: z.array(z.unknown()) });
const socialEnvelopeSchema = z.object({ data: z.array(z.unknown()) });

export type Parsed<T> = { items: T[]; dropped: number };

class InvalidEnvelopeError extends Error {
  override name = 'InvalidEnvelopeError';
}

function parseEntries<T>(schema: z.ZodType<T>, data: unknown[]): Parsed<T> {
  const items: T[] = [];
  for (const raw of data) {
    const entry = schema.safeParse(raw);
    if (entry.success) items.push(entry.data);
  }
  return { items, dropped: data.length - items.length };
}

function parseEnvelope(schema: typeof socialEnvelopeSchema, body: unknown, what: string): unknown[] {
  const envelope = schema.safeParse(body);
  if (!envelope.success) throw new InvalidEnvelopeError(`${what} response is not {status:"success", data:[…]}`);
  return envelope.data.data;
}

/** Validates the menu response: a bad envelope throws, bad entries are dropped and counted. */
export function parseMenuBody(body: unknown): Parsed<MenuEntry> {
  return parseEntries(menuEntrySchema, parseEnvelope(menuEnvelopeSchema, body, 'menu'));
}

/** Validates the social response: a bad envelope throws, bad links (or non-http URLs) are dropped. */
export function parseSocialBody(body: unknown): Parsed<SocialLink> {
  return parseEntries(socialLinkSchema, parseEnvelope(socialEnvelopeSchema, body, 'social'));
}
