import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { forgetSharedSettings, sharedSettings } from './server-bridge.ts';

// The site key of the embedded CMS's lists (spec §7), and the default for an external CMS.
const DEMO_SITE_KEY = 'greenwood-cbse';

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

/** `SITE_URL` for the schema's `siteUrl`: every setting is named after its variable. */
function variableName(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' }).transform((value) => value === '1');

// Relative folders are taken from where the server starts: server/main.ts parses the settings before it
// changes to the build's folder. Read at run time, never traced into the build.
const absolute = (dir: string) => resolve(/*turbopackIgnore: true*/ dir);

/** Each field is the setting named like it in capitals (`cmsApiUrl` is CMS_API_URL). */
const settingFields = z.object({
  /** An external CMS for the menu and social links; unset: the site's own (embedded) CMS. */
  cmsApiUrl: cmsApiUrl.optional(),
  cmsSiteKey: z.string().trim().min(1, { error: 'must not be empty' }).default(DEMO_SITE_KEY),
  cmsTimeoutMs: z.coerce.number().int().min(100).max(60_000).default(5000),
  port: port.default(3000),
  /** The address the server listens on: 0.0.0.0, as in the image, or one address (127.0.0.1 behind nginx). */
  hostname: z.string().trim().min(1).default('0.0.0.0'),
  siteUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  /** The starter content (content/: school.yaml, pages/, documents/, …), imported once into an empty database. */
  contentDir: z
    .string()
    .trim()
    .refine((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() === true, {
      error: 'must be an existing folder',
    })
    .default('content')
    .transform(absolute),
  /**
   * Only a school's own domain answers (features/schools/hosts.ts); any other host gets a plain 404. Unset:
   * the first school also answers every host no school claims, so one school needs no setting at all.
   */
  schoolHostsOnly: flag.default(false),
  /** Host names (no port) a request's Host or X-Forwarded-Host may name for the site's absolute URLs. */
  allowedHosts: allowedHosts.optional(),
  /** Proxies in front of the server whose X-Forwarded-For names the client (server/client-address.ts); empty: the socket's address is the client's. */
  trustedProxies: trustedProxies.default(() => []),
  /** The embedded CMS's data (the SQLite database unless databaseUrl is set, uploads). */
  dataDir: z.string().trim().min(1).default('data').transform(absolute),
  /** Uploaded files, by collection: a folder every replica mounts; default dataDir/uploads. */
  uploadsDir: z.string().trim().min(1).transform(absolute).optional(),
  /** Postgres for the embedded CMS, shared by every replica; unset: SQLite in dataDir. */
  databaseUrl: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'must be a postgres:// address, e.g. postgres://site:password@db.internal:5432/school',
    })
    .optional(),
  /** Signs the admin's session tokens: every replica needs the same one. Unset: a secret made once and kept in dataDir. */
  payloadSecret: z
    .string()
    .min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
    .optional(),
  s3Bucket: z
    .string()
    .trim()
    .regex(BUCKET_NAME, { error: 'must be an S3 bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
    .optional(),
  s3Region: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, {
      error:
        'must be a region name, e.g. eu-central-1 (any name an S3-compatible service accepts, often us-east-1 or auto)',
    })
    .optional(),
  s3Endpoint: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://s3.eu-central-1.example.com' })
    .refine((value) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''), {
      error: 'must not contain a user name or password (use S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  s3ForcePathStyle: flag.optional(),
  s3AccessKeyId: z.string().trim().min(1).optional(),
  s3SecretAccessKey: z.string().trim().min(1).optional(),
  /** Serves /bench-reference, a bare hello-world page that `npm run bench` compares the site with. */
  benchReferenceRoute: flag.default(false),
  logFormat: z.enum(['text', 'json'], { error: 'must be text or json' }).default('text'),
  /** How long the last good CMS lists stand in for a failed load; 0 turns that off. */
  cmsStaleIfErrorSeconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(86_400),
  /** Where the last good lists are kept across restarts; unset: a folder in the system's temp directory. */
  cmsSnapshotDir: z
    .string()
    .refine((value) => value.startsWith('/'), { error: 'must be an absolute path' })
    .transform((dir) => dir.replace(/\/+$/, '') || undefined)
    .optional(),
  /** On SIGTERM/SIGINT: how long /readyz answers 503 while the server still serves, so load balancers stop sending. */
  shutdownDelayMs: z.coerce.number().int().min(0).max(120_000).default(5000),
  /** Then: how long requests in flight may take before their connections are closed. */
  shutdownTimeoutMs: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** How many processes serve the site on its port (server/cluster.ts); 1: one process, no fork. */
  serverProcesses: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int({ error: 'must be a whole number from 1 to 64' })
    .min(1, { error: 'must be a whole number from 1 to 64' })
    .max(64, { error: 'must be a whole number from 1 to 64' })
    .default(() => Math.min(64, availableParallelism())),
  /** Pages kept in memory per content version (server/page-cache/); PAGE_CACHE=0 turns that off. */
  pageCache: flag.default(true),
  pageCacheMb: z.coerce.number({ error: 'must be a number of MB' }).positive().max(65_536).default(64),
  /** The content reads kept between edits (cms/change-stamp.ts), per process: least recently used go first. */
  readCacheMb: z.coerce.number({ error: 'must be a number of MB' }).positive().max(65_536).default(16),
  smtpUrl: smtpUrl.optional(),
  mailFrom: mailFrom.transform(mailAddress).optional(),
  /**
   * Push services besides the browsers' own (push-rules.ts): origins a subscription's endpoint may name,
   * comma-separated, such as a test's local push service. Nothing else is ever sent a push.
   */
  pushServiceOrigins: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' })))
    .transform((origins) => origins.map((origin) => new URL(origin).origin))
    .default([]),
  /** Renders of search results one visitor's address may cause a minute (cache hits are free); then 429. */
  searchRendersPerMinute: z.coerce.number().int().min(1).max(100_000).default(60),
  // For tests only (proxy-reads.test.ts): one log line for each read of published content that a request
  // makes through cms/change-stamp.ts (a reuse logs nothing), so a test can count what a request read.
  logContentReads: flag.default(false),
  // For tests only (retention.test.ts, mail.test.ts): a server that looks for due jobs every second instead
  // of every minute shows the jobs run on their own without a test waiting minutes (cms/jobs.ts).
  jobsAutorunCron: z.string().trim().optional(),
  // Set by Next, not by the school: `development` under `npm run dev`, `production` under `npm start`.
  nodeEnv: z.string().optional(),
  // Set by Next: phase-production-build while `next build` loads the server's code (see `building`).
  nextPhase: z.string().optional(),
});

/**
 * The settings as the site reads them: each setting's field, made absolute, defaulted and checked, with
 * the settings that only work together gathered, each group all or nothing, and those derived from others.
 */
const settingsSchema = settingFields.transform(
  (
    {
      pageCacheMb,
      readCacheMb,
      nextPhase,
      s3Bucket,
      s3Region,
      s3Endpoint,
      s3ForcePathStyle,
      s3AccessKeyId,
      s3SecretAccessKey,
      smtpUrl,
      mailFrom,
      ...settings
    },
    ctx,
  ) => {
    const refuse = (field: keyof z.input<typeof settingFields>, message: string) => {
      ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    };
    if (settings.databaseUrl && !settings.payloadSecret) {
      return refuse(
        'payloadSecret',
        'must be set when DATABASE_URL is (every replica signs sign-ins with the same secret)',
      );
    }

    // A half-configured bucket stops the start with one line.
    const s3Given = Object.entries({ s3Region, s3Endpoint, s3ForcePathStyle, s3AccessKeyId, s3SecretAccessKey })
      .filter(([, value]) => value !== undefined)
      .map(([field]) => variableName(field));
    if (!s3Bucket && s3Given[0]) {
      return refuse('s3Bucket', `must be set when ${s3Given[0]} is (the bucket that holds the uploads)`);
    }
    if (s3Bucket && !s3Region) {
      return refuse(
        's3Region',
        'must be set when S3_BUCKET is, e.g. eu-central-1 (an S3-compatible service names its own, often us-east-1)',
      );
    }
    if (s3AccessKeyId && !s3SecretAccessKey) {
      return refuse(
        's3SecretAccessKey',
        "must be set with S3_ACCESS_KEY_ID (or neither, for the AWS SDK's own credentials)",
      );
    }
    if (s3SecretAccessKey && !s3AccessKeyId) {
      return refuse(
        's3AccessKeyId',
        "must be set with S3_SECRET_ACCESS_KEY (or neither, for the AWS SDK's own credentials)",
      );
    }

    // The mails link to the admin and the site, so they need SITE_URL too.
    if (mailFrom && !smtpUrl) {
      return refuse('smtpUrl', 'must be set when MAIL_FROM is (the server that sends the mail)');
    }
    if (smtpUrl && !mailFrom) {
      return refuse('mailFrom', 'must be set when SMTP_URL is, e.g. "Greenwood School <office@school.example>"');
    }
    if (smtpUrl && !settings.siteUrl) {
      return refuse('siteUrl', 'must be set when SMTP_URL is (the mails link to the admin and the site)');
    }

    return {
      ...settings,
      usesEmbeddedCms: settings.cmsApiUrl === undefined,
      allowedHosts: settings.allowedHosts ?? [
        ...DEFAULT_ALLOWED_HOSTS,
        ...(settings.siteUrl ? [new URL(settings.siteUrl).hostname] : []),
      ],
      uploadsDir: settings.uploadsDir ?? join(settings.dataDir, 'uploads'),
      /** `next build` is loading the server's code: nothing may start, and no data folder be made. */
      building: nextPhase === 'phase-production-build',
      /** The page cache's memory cap, in bytes: least recently used pages go first. */
      pageCacheBytes: Math.round(pageCacheMb * 1024 * 1024),
      /** The kept content reads' cap, in bytes of their JSON. */
      readCacheBytes: Math.max(1, Math.round(readCacheMb * 1024 * 1024)),
      /** Set: uploads live in this S3 (or S3-compatible) bucket, shared by every replica, not in uploadsDir. */
      s3:
        s3Bucket && s3Region
          ? {
              bucket: s3Bucket,
              region: s3Region,
              /** An S3-compatible service's address; unset: AWS's own for the region. */
              endpoint: s3Endpoint,
              /** Bucket in the path (endpoint/bucket/key) rather than the host name: what most S3-compatible services need. */
              forcePathStyle: s3ForcePathStyle ?? false,
              /** Unset: the AWS SDK's default chain (AWS_* variables, ~/.aws, the container's or instance's role). */
              credentials:
                s3AccessKeyId && s3SecretAccessKey
                  ? { accessKeyId: s3AccessKeyId, secretAccessKey: s3SecretAccessKey }
                  : undefined,
            }
          : undefined,
      /** Set: e-mail goes out through this SMTP server (cms/email.ts); unset: the site sends none. */
      mail:
        smtpUrl && mailFrom
          ? {
              /** `smtp://` or `smtps://`, with the account's credentials: never logged or shown. */
              smtpUrl,
              /** The sender of every mail; an empty name: the school's name where the mail has one. */
              from: mailFrom,
            }
          : undefined,
    };
  },
);

export type Settings = z.infer<typeof settingsSchema>;
export type MailSettings = NonNullable<Settings['mail']>;
export type S3Settings = NonNullable<Settings['s3']>;

export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Record<string, string | undefined>;

/**
 * Each setting's variable, by field, every field present so an unset one is an undefined field; blank
 * counts as unset, so `CMS_API_URL= npm start` means "use the demo CMS".
 */
function settingValues(env: Env): Env {
  const values: Env = {};
  for (const field of Object.keys(settingFields.shape)) {
    const value = env[variableName(field)];
    values[field] = value?.trim() === '' ? undefined : value;
  }
  return values;
}

const SECRET_SETTINGS = new Set(['PAYLOAD_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);

/** A setting's value fit for an error message: a secret, and a URL's password, are masked. */
function shown(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') return '""';
  if (SECRET_SETTINGS.has(name)) return '"***"';
  // An SMTP account's user name is often a key too, and an address that does not parse cannot be masked.
  if (name === 'SMTP_URL') {
    if (!URL.canParse(value)) return '"***"';
    const url = new URL(value);
    if (url.username) url.username = '***';
    if (url.password) url.password = '***';
    return JSON.stringify(url.href);
  }
  if (URL.canParse(value)) {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return JSON.stringify(url.href);
    }
  }
  return JSON.stringify(value);
}

/** The settings in `env`, or a SettingsError whose one-line message names the first bad setting. */
export function parseSettings(env: Env): Settings {
  const result = settingsSchema.safeParse(settingValues(env));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = variableName(String(issue?.path[0] ?? 'settings'));
  throw new SettingsError(`Invalid setting ${name}=${shown(name, env[name])}: ${issue?.message}`);
}

/**
 * The settings, parsed from the environment on the first call in the process: by the server entry before
 * it changes to the build's folder (so relative folders are the operator's), and kept in the object the
 * server shares with the app (lib/server-bridge.ts), since Next bundles this module into several chunks and
 * each copy would otherwise parse its own.
 */
export function getSettings(): Settings {
  return sharedSettings(() => parseSettings(process.env));
}

/** For tests, which change a setting between cases: the next getSettings() parses the environment again. */
export function rereadSettingsInTests(): void {
  forgetSharedSettings();
}
