import { z } from 'zod';
import type { Locale } from '../../lib/i18n/locales';
import { CMS_SEGMENTS, MENU_SLUG } from './rules';

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

/** A menu entry (spec §3), whichever source it came from: a plain slug, never admin or api. */
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

/** A social link (spec §3): any title (one the site knows no icon for shows nothing), an http(s) address. */
const socialLinkSchema = z.object({
  title: z.string().trim().min(1).max(60),
  url: z.url({ protocol: /^https?$/ }).max(2048),
});

/** `lang: "en"` marks a title shown in English on a Hindi page (no Hindi written, or the menu API's own). */
export type MenuEntry = z.infer<typeof menuEntrySchema> & { lang?: 'en' };
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** A list's valid entries, and how many were dropped as invalid (logged, never shown). */
export type Parsed<T> = { items: T[]; dropped: number };

/**
 * Where the server reads the lists from: the embedded CMS's collections, or the spec's external menu API
 * (CMS_API_URL). Either throws when the list cannot be read at all; the loader (load.ts) then falls back
 * to the last good list.
 */
export type MenuSource = {
  /** For log lines: "the embedded CMS", or the menu API's address without credentials or query. */
  description: string;
  /** Tells one source's last good lists from another's. */
  id: string;
  /** The menu with its titles in `locale` where the source has them (English by default). */
  menu: (locale?: Locale) => Promise<Parsed<MenuEntry>>;
  socialLinks: () => Promise<Parsed<SocialLink>>;
};

/** Where the menu API lives; learnt from the server's settings at run time, also by the browser. */
export type MenuApiConnection = {
  apiUrl: string;
  siteKey: string;
};

function parseEntries<T>(schema: z.ZodType<T>, data: readonly unknown[]): Parsed<T> {
  const items: T[] = [];
  for (const raw of data) {
    const entry = schema.safeParse(raw);
    if (entry.success) items.push(entry.data);
  }
  return { items, dropped: data.length - items.length };
}

export const parseMenuEntries = (data: readonly unknown[]) => parseEntries(menuEntrySchema, data);
export const parseSocialLinks = (data: readonly unknown[]) => parseEntries(socialLinkSchema, data);

// The menu API's answers (spec §7): the menu's has status "success" and data, the social links' only data.
const menuBodySchema = z.object({ status: z.literal('success'), data: z.array(z.unknown()) });
const socialBodySchema = z.object({ data: z.array(z.unknown()) });

class InvalidEnvelopeError extends Error {
  override name = 'InvalidEnvelopeError';
}

function envelopeData(schema: typeof socialBodySchema, body: unknown, what: string): unknown[] {
  const envelope = schema.safeParse(body);
  if (!envelope.success) throw new InvalidEnvelopeError(`${what} response is not {status:"success", data:[…]}`);
  return envelope.data.data;
}

/** Validates the menu API's menu answer: a bad envelope throws, bad entries are dropped and counted. */
export function parseMenuBody(body: unknown): Parsed<MenuEntry> {
  return parseMenuEntries(envelopeData(menuBodySchema, body, 'menu'));
}

/** Validates the menu API's social answer: a bad envelope throws, bad links (or non-http URLs) are dropped. */
export function parseSocialBody(body: unknown): Parsed<SocialLink> {
  return parseSocialLinks(envelopeData(socialBodySchema, body, 'social'));
}
