import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

// The site key of the embedded CMS's lists (spec §7), and the default for an external CMS.
export const DEMO_SITE_KEY = 'greenwood-cbse';

const port = z.coerce.number().int().min(1).max(65535);

const cmsApiUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  // Zod runs this check even when the URL check failed, so it must not assume a parseable URL.
  .refine((value) => URL.canParse(value) && new URL(value).pathname.replace(/\/+$/, '').endsWith('/api'), {
    error: 'path must end in /api',
  })
  // fetch() refuses URLs with credentials, and they would end up in error messages and logs.
  .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), {
    error: 'must not contain a user name or password',
  })
  .transform((value) => value.replace(/\/+$/, ''));

// A host name as it appears in a Host header, without the port: letters, digits, dots and hyphens.
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

const allowedHosts = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
  )
  .refine((hosts) => hosts.every((host) => HOST_NAME.test(host)), {
    error:
      'must be a comma-separated list of host names without port or scheme, e.g. "school.example,www.school.example"',
  });

// S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Hosts a request may name for the site's own links when SITE_URL is unset. */
const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1'];

// A proxy's address, or a network of them: `10.0.0.5`, `10.0.0.0/8`, `2001:db8::/32`.
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    error: 'must be a comma-separated list of IP addresses or networks, e.g. "127.0.0.1,10.0.0.0/8"',
  });

function isProxyEntry(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const smtpUrl = z
  .url({
    protocol: /^smtps?$/,
    error: 'must be an smtp:// or smtps:// address, e.g. smtps://user:password@smtp.example.com:465',
  })
  .refine((value) => !URL.canParse(value) || new URL(value).hostname !== '', { error: 'must name the server' });

// `office@school.example` or `Greenwood School <office@school.example>`.
const MAIL_FROM = /^(?:([^<>"]*?)\s*<([^<>\s]+)>|([^<>\s]+))$/;
const mailFrom = z
  .string()
  .trim()
  .refine((value) => z.email().safeParse(mailAddress(value).address).success, {
    error: 'must be an e-mail address, optionally with a name: "Greenwood School <office@school.example>"',
  });

function mailAddress(value: string): { name: string; address: string } {
  const match = MAIL_FROM.exec(value.trim());
  return { name: (match?.[1] ?? '').trim(), address: match?.[2] ?? match?.[3] ?? '' };
}

const settingsSchema = z.object({
  CMS_API_URL: cmsApiUrl.optional(),
  CMS_SITE_KEY: z.string().trim().min(1, { error: 'must not be empty' }).default(DEMO_SITE_KEY),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  PORT: port.default(3000),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  CONTENT_DIR: z
    .string()
    .trim()
    .refine((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true, {
      error: 'must be an existing folder',
    })
    .optional(),
  ALLOWED_HOSTS: allowedHosts.optional(),
  TRUSTED_PROXIES: trustedProxies.optional(),
  DATA_DIR: z.string().trim().min(1).default('data'),
  UPLOADS_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// address, e.g. postgres://site:password@db.internal:5432/school',
    })
    .optional(),
  // Signs the admin's session tokens: every replica needs the same one.
  PAYLOAD_SECRET: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(BUCKET_NAME, { error: 'must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, {
      error:
        'must be a region name, e.g. eu-central-1 (any name an S3-compatible service accepts, often us-east-1 or auto)',
    })
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.eu-central-1.example.com' })
    .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), {
      error: 'must not contain a user name or password (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    })
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  BENCH_REFERENCE_ROUTE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'must be text or json' }).default('text'),
  CMS_STALE_IF_ERROR_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(86_400),
  CMS_SNAPSHOT_DIR: z
    .string()
    .refine((value) => value.startsWith('/'), { error: 'must be an absolute path' })
    .optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  PAGE_CACHE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('1'),
  PAGE_CACHE_MB: z.coerce.number({ error: 'must be a number of MB' }).positive().max(65_536).default(64),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
});

export type Settings = {
  /** An external CMS for the menu and social links; unset: the site's own (embedded) CMS. */
  cmsApiUrl: string | undefined;
  cmsSiteKey: string;
  cmsTimeoutMs: number;
  port: number;
  usesEmbeddedCms: boolean;
  siteUrl: string | undefined;
  /** The starter content (content/: school.yaml, pages/, documents/, …), imported once into an empty database, as an absolute path. */
  contentDir: string;
  /** The embedded CMS's data (the SQLite database unless databaseUrl is set, uploads), as an absolute path. */
  dataDir: string;
  /** Uploaded files, by collection, as an absolute path: a folder every replica mounts; default dataDir/uploads. */
  uploadsDir: string;
  /** Postgres for the embedded CMS, shared by every replica; unset: SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Unset: a secret made once and kept in dataDir (one server only; replicas must share PAYLOAD_SECRET). */
  payloadSecret: string | undefined;
  /** Set: uploads live in this S3 (or S3-compatible) bucket, shared by every replica, not in uploadsDir. */
  s3: S3Settings | undefined;
  /** Host names (no port) a request's Host or X-Forwarded-Host may name for the site's absolute URLs. */
  allowedHosts: string[];
  /** Proxies in front of the server whose X-Forwarded-For names the client (lib/client-address.ts); empty: the socket's address is the client's. */
  trustedProxies: string[];
  /** Serves /bench-reference, a bare hello-world page that `npm run bench` compares the site with. */
  benchReferenceRoute: boolean;
  logFormat: 'text' | 'json';
  /** How long the last good CMS lists stand in for a failed load; 0 turns that off. */
  cmsStaleIfErrorSeconds: number;
  /** Where the last good lists are kept across restarts; unset: a folder in the system's temp directory. */
  cmsSnapshotDir: string | undefined;
  /** On SIGTERM/SIGINT: how long /readyz answers 503 while the server still serves, so load balancers stop sending. */
  shutdownDelayMs: number;
  /** Then: how long requests in flight may take before their connections are closed. */
  shutdownTimeoutMs: number;
  /** Pages kept in memory per content version (scripts/page-cache.ts); PAGE_CACHE=0 turns that off. */
  pageCache: boolean;
  /** The page cache's memory cap, in bytes: least recently used pages go first. */
  pageCacheBytes: number;
  /** Set: e-mail goes out through this SMTP server (cms/email.ts); unset: the site sends none. */
  mail: MailSettings | undefined;
};

export type MailSettings = {
  /** `smtp://` or `smtps://`, with the account's credentials: never logged or shown. */
  smtpUrl: string;
  /** The sender of every mail; an empty name: the school's name where the mail has one. */
  from: { name: string; address: string };
};

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset: AWS's own for the region. */
  endpoint: string | undefined;
  /** Bucket in the path (endpoint/bucket/key) rather than the host name: what most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (AWS_* variables, ~/.aws, the container's or instance's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Record<string, string | undefined>;

const SETTING_NAMES = Object.keys(settingsSchema.shape);

/** Blank values count as unset, so `CMS_API_URL= npm start` means "use the demo CMS". */
function presentSettings(env: Env): Env {
  const present: Env = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') present[name] = value;
  }
  return present;
}

const SECRET_SETTINGS = new Set(['PAYLOAD_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);

/** A setting's value fit for an error message: a secret, and a URL's password, are masked. */
function shown(name: string, value: string | undefined): string {
  if (SECRET_SETTINGS.has(name)) return '"***"';
  // An SMTP account's user name is often a key too, and an address that does not parse cannot be masked.
  if (name === 'SMTP_URL') {
    if (!value || !URL.canParse(value)) return '"***"';
    const url = new URL(value);
    if (url.username) url.username = '***';
    if (url.password) url.password = '***';
    return JSON.stringify(url.href);
  }
  if (value && URL.canParse(value)) {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return JSON.stringify(url.href);
    }
  }
  return JSON.stringify(value ?? '');
}

export function parseSettings(env: Env): Settings {
  const result = settingsSchema.safeParse(presentSettings(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'settings');
    throw new SettingsError(`Invalid setting ${name}=${shown(name, env[name])}: ${issue?.message}`);
  }
  const s = result.data;
  if (s.DATABASE_URL && !s.PAYLOAD_SECRET) {
    throw new SettingsError(
      'Invalid setting PAYLOAD_SECRET="": must be set when DATABASE_URL is (every replica signs sign-ins with the same secret)',
    );
  }
  return {
    s3: s3Settings(s),
    mail: mailSettings(s),
    cmsApiUrl: s.CMS_API_URL,
    cmsSiteKey: s.CMS_SITE_KEY,
    cmsTimeoutMs: s.CMS_TIMEOUT_MS,
    port: s.PORT,
    usesEmbeddedCms: s.CMS_API_URL === undefined,
    siteUrl: s.SITE_URL?.replace(/\/+$/, ''),
    // Read at run time from wherever the school keeps its files; not part of the build's traced files.
    contentDir: resolve(/*turbopackIgnore: true*/ s.CONTENT_DIR ?? 'content'),
    // The standalone server changes its working folder at start; its preload resolves DATA_DIR before that.
    dataDir: resolve(/*turbopackIgnore: true*/ s.DATA_DIR),
    uploadsDir: resolve(/*turbopackIgnore: true*/ s.UPLOADS_DIR ?? join(s.DATA_DIR, 'uploads')),
    databaseUrl: s.DATABASE_URL,
    payloadSecret: s.PAYLOAD_SECRET,
    allowedHosts: s.ALLOWED_HOSTS ?? [...DEFAULT_ALLOWED_HOSTS, ...(s.SITE_URL ? [new URL(s.SITE_URL).hostname] : [])],
    trustedProxies: s.TRUSTED_PROXIES ?? [],
    benchReferenceRoute: s.BENCH_REFERENCE_ROUTE === '1',
    logFormat: s.LOG_FORMAT,
    cmsStaleIfErrorSeconds: s.CMS_STALE_IF_ERROR_SECONDS,
    cmsSnapshotDir: s.CMS_SNAPSHOT_DIR?.replace(/\/+$/, '') || undefined,
    shutdownDelayMs: s.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    pageCache: s.PAGE_CACHE === '1',
    pageCacheBytes: Math.round(s.PAGE_CACHE_MB * 1024 * 1024),
  };
}

type ParsedSettings = z.infer<typeof settingsSchema>;

/** The bucket's settings, all or nothing: a half-configured bucket stops the start with one line. */
function s3Settings(s: ParsedSettings): S3Settings | undefined {
  const given = (
    ['S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => s[name] !== undefined);
  if (!s.S3_BUCKET) {
    if (given.length > 0)
      throw new SettingsError(
        `Invalid setting S3_BUCKET="": must be set when ${given[0]} is (the bucket that holds the uploads)`,
      );
    return undefined;
  }
  if (!s.S3_REGION)
    throw new SettingsError(
      'Invalid setting S3_REGION="": must be set when S3_BUCKET is, e.g. eu-central-1 (an S3-compatible service names its own, often us-east-1)',
    );
  if (Boolean(s.S3_ACCESS_KEY_ID) !== Boolean(s.S3_SECRET_ACCESS_KEY)) {
    const missing = s.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new SettingsError(
      `Invalid setting ${missing}="": must be set with ${missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} (or neither, for the AWS SDK's own credentials)`,
    );
  }
  return {
    bucket: s.S3_BUCKET,
    region: s.S3_REGION,
    endpoint: s.S3_ENDPOINT?.replace(/\/+$/, ''),
    forcePathStyle: s.S3_FORCE_PATH_STYLE === '1',
    credentials:
      s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The mail's settings, both or neither; the mails link to the site, so SITE_URL too. */
function mailSettings(s: ParsedSettings): MailSettings | undefined {
  if (!s.SMTP_URL) {
    if (s.MAIL_FROM)
      throw new SettingsError(
        'Invalid setting SMTP_URL="": must be set when MAIL_FROM is (the server that sends the mail)',
      );
    return undefined;
  }
  if (!s.MAIL_FROM)
    throw new SettingsError(
      'Invalid setting MAIL_FROM="": must be set when SMTP_URL is, e.g. "Greenwood School <office@school.example>"',
    );
  if (!s.SITE_URL)
    throw new SettingsError(
      'Invalid setting SITE_URL="": must be set when SMTP_URL is (the mails link to the admin and the site)',
    );
  return { smtpUrl: s.SMTP_URL, from: mailAddress(s.MAIL_FROM) };
}

/** Read at request time, never at build time, so one build serves any CMS. */
export function getSettings(): Settings {
  return parseSettings(process.env);
}
