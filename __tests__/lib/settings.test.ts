import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseSettings, SettingsError } from '@/lib/settings';

const A_SECRET = 'f'.repeat(64);

function settingsError(env: Record<string, string>): Error | undefined {
  try {
    parseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return error as Error;
  }
  return undefined;
}

describe('settings', () => {
  it('uses the site’s own CMS, the demo site key and SQLite in data/ when nothing is set', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      cmsApiUrl: undefined,
      usesEmbeddedCms: true,
      cmsSiteKey: 'greenwood-cbse',
      cmsTimeoutMs: 5000,
      port: 3000,
      dataDir: resolve('data'),
      databaseUrl: undefined,
      payloadSecret: undefined,
      logFormat: 'text',
      cmsStaleIfErrorSeconds: 86_400,
      cmsSnapshotDir: undefined,
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 10_000,
      pageCache: true,
      pageCacheBytes: 64 * 1024 * 1024,
    });
    expect(settings).not.toHaveProperty('usesDemoCms');
  });

  it('turns the page cache off with PAGE_CACHE=0 and caps it at PAGE_CACHE_MB, which may be a fraction', () => {
    expect(parseSettings({ PAGE_CACHE: '0' }).pageCache).toBe(false);
    expect(parseSettings({ PAGE_CACHE_MB: '0.5' }).pageCacheBytes).toBe(512 * 1024);
    expect(settingsError({ PAGE_CACHE: 'off' })?.message).toBe('Invalid setting PAGE_CACHE="off": must be 0 or 1');
    expect(settingsError({ PAGE_CACHE_MB: '0' })?.message).toMatch(/^Invalid setting PAGE_CACHE_MB="0": /);
    expect(settingsError({ PAGE_CACHE_MB: 'lots' })?.message).toMatch(/^Invalid setting PAGE_CACHE_MB="lots": /);
  });

  it('serves with one process per core unless SERVER_PROCESSES says how many, from 1 to 64', () => {
    expect(parseSettings({}).serverProcesses).toBe(Math.min(64, availableParallelism()));
    expect(parseSettings({ SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(parseSettings({ SERVER_PROCESSES: '64' }).serverProcesses).toBe(64);
    for (const value of ['0', '65', '1.5', 'all'])
      expect(settingsError({ SERVER_PROCESSES: value })?.message).toBe(
        `Invalid setting SERVER_PROCESSES="${value}": must be a whole number from 1 to 64`,
      );
  });

  it('lets links follow only localhost, 127.0.0.1 and the SITE_URL host unless ALLOWED_HOSTS says otherwise', () => {
    expect(parseSettings({}).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(parseSettings({ SITE_URL: 'https://school.example:8443' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      'school.example',
    ]);
    expect(parseSettings({ ALLOWED_HOSTS: ' School.example, www.school.example ' }).allowedHosts).toEqual([
      'school.example',
      'www.school.example',
    ]);
  });

  it.each(['https://school.example', 'school.example:443', 'school.example/path', 'evil example'])(
    'refuses ALLOWED_HOSTS=%s',
    (value) => {
      expect(() => parseSettings({ ALLOWED_HOSTS: value })).toThrow(/ALLOWED_HOSTS.*host names/);
    },
  );

  it('treats blank values as unset', () => {
    expect(
      parseSettings({ CMS_API_URL: '  ', PORT: '', DATA_DIR: ' ', DATABASE_URL: '', PAYLOAD_SECRET: '' }),
    ).toMatchObject({
      cmsApiUrl: undefined,
      usesEmbeddedCms: true,
      port: 3000,
      dataDir: resolve('data'),
      databaseUrl: undefined,
      payloadSecret: undefined,
    });
  });

  it('accepts a real CMS address whose path ends in /api and drops a trailing slash', () => {
    const settings = parseSettings({ CMS_API_URL: 'https://cms.school.example/v2/api/', CMS_SITE_KEY: 'abc' });
    expect(settings).toMatchObject({
      cmsApiUrl: 'https://cms.school.example/v2/api',
      cmsSiteKey: 'abc',
      usesEmbeddedCms: false,
    });
  });

  it('makes DATA_DIR and CONTENT_DIR absolute, from where the server starts', () => {
    const settings = parseSettings({ DATA_DIR: 'var/school-data', CONTENT_DIR: '__tests__' });
    expect(settings.dataDir).toBe(resolve('var/school-data'));
    expect(settings.contentDir).toBe(resolve('__tests__'));
    expect(parseSettings({ DATA_DIR: '/srv/school/data' }).dataDir).toBe('/srv/school/data');
    expect(parseSettings({}).contentDir).toBe(resolve('content'));
  });

  it('keeps uploads in DATA_DIR/uploads unless UPLOADS_DIR names a folder every replica mounts', () => {
    expect(parseSettings({}).uploadsDir).toBe(resolve('data', 'uploads'));
    expect(parseSettings({ DATA_DIR: '/srv/school/data' }).uploadsDir).toBe('/srv/school/data/uploads');
    expect(parseSettings({ DATA_DIR: '/srv/school/data', UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe(
      '/mnt/shared/uploads',
    );
    expect(parseSettings({ UPLOADS_DIR: 'shared/uploads' }).uploadsDir).toBe(resolve('shared/uploads'));
  });

  it('keeps the CMS’s data in PostgreSQL when DATABASE_URL and PAYLOAD_SECRET are both set', () => {
    for (const url of ['postgres://site:pw@db.internal:5432/school', 'postgresql://db.internal/school']) {
      expect(parseSettings({ DATABASE_URL: url, PAYLOAD_SECRET: A_SECRET })).toMatchObject({
        databaseUrl: url,
        payloadSecret: A_SECRET,
      });
    }
  });

  it('takes a PAYLOAD_SECRET of 32 characters or more without a database', () => {
    expect(parseSettings({ PAYLOAD_SECRET: 'x'.repeat(32) }).payloadSecret).toBe('x'.repeat(32));
  });

  it('refuses DATABASE_URL without PAYLOAD_SECRET, since every replica must sign with the same secret', () => {
    expect(settingsError({ DATABASE_URL: 'postgres://db.internal/school' })?.message).toMatch(
      /^Invalid setting PAYLOAD_SECRET=.*must be set when DATABASE_URL is/,
    );
  });

  it('never shows PAYLOAD_SECRET’s value in its error', () => {
    const message = settingsError({ PAYLOAD_SECRET: 'hunter2-short' })?.message;
    expect(message).toBe(
      'Invalid setting PAYLOAD_SECRET="***": must be at least 32 characters (e.g. `openssl rand -hex 32`)',
    );
    expect(message).not.toContain('hunter2');
  });

  it('masks the password of a DATABASE_URL it refuses', () => {
    const message = settingsError({
      DATABASE_URL: 'mysql://site:s3cret@db.internal/school',
      PAYLOAD_SECRET: A_SECRET,
    })?.message;
    expect(message).toMatch(/^Invalid setting DATABASE_URL=".*\*\*\*.*": must be a postgres:\/\/ address/);
    expect(message).not.toContain('s3cret');
  });

  it.each([
    ['CMS_API_URL', 'ftp://cms.example/api', /CMS_API_URL.*http\(s\)/],
    ['CMS_API_URL', 'not a url', /CMS_API_URL/],
    ['CMS_API_URL', 'https://cms.example/v1', /CMS_API_URL.*\/api/],
    ['CMS_API_URL', 'https://editor:s3cret@cms.example/api', /CMS_API_URL.*user name or password/],
    ['PORT', '70000', /PORT/],
    ['PORT', 'eighty', /PORT/],
    ['CMS_TIMEOUT_MS', '0', /CMS_TIMEOUT_MS/],
    ['SITE_URL', 'javascript:alert(1)', /SITE_URL/],
    ['LOG_FORMAT', 'yaml', /LOG_FORMAT.*text or json/],
    ['CMS_STALE_IF_ERROR_SECONDS', '-1', /CMS_STALE_IF_ERROR_SECONDS/],
    ['CMS_SNAPSHOT_DIR', 'relative/dir', /CMS_SNAPSHOT_DIR.*absolute/],
    ['SHUTDOWN_DELAY_MS', '-5', /SHUTDOWN_DELAY_MS/],
    ['SHUTDOWN_DELAY_MS', '5s', /SHUTDOWN_DELAY_MS/],
    ['SHUTDOWN_TIMEOUT_MS', '1.5', /SHUTDOWN_TIMEOUT_MS/],
    ['CONTENT_DIR', '/no/such/folder', /CONTENT_DIR.*existing folder/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL.*postgres:\/\//],
    ['DATABASE_URL', 'sqlite:///srv/school.db', /DATABASE_URL.*postgres:\/\//],
    ['DATABASE_URL', 'not a url', /DATABASE_URL.*postgres:\/\//],
    ['PAYLOAD_SECRET', 's3cret', /PAYLOAD_SECRET="\*\*\*".*at least 32 characters/],
    ['BENCH_REFERENCE_ROUTE', 'yes', /BENCH_REFERENCE_ROUTE.*0 or 1/],
    ['S3_BUCKET', 'School_Uploads', /S3_BUCKET.*bucket name/],
    ['S3_REGION', 'eu central', /S3_REGION.*region name/],
    ['S3_ENDPOINT', 'ftp://s3.example', /S3_ENDPOINT.*http\(s\)/],
    ['S3_ENDPOINT', 'https://key:s3cret@s3.example', /S3_ENDPOINT.*user name or password/],
    ['S3_FORCE_PATH_STYLE', 'true', /S3_FORCE_PATH_STYLE.*0 or 1/],
  ])('rejects %s=%s with a one-line error naming the setting', (name, value, message) => {
    const error = settingsError({ [name]: value });
    expect(error?.message).toMatch(message);
    expect(error?.message).toMatch(new RegExp(`^Invalid setting ${name}=`));
    expect(error?.message).not.toContain('\n');
    expect(error?.message).not.toContain('s3cret');
  });

  describe('uploads in an S3 bucket', () => {
    const BUCKET = { S3_BUCKET: 'school-uploads', S3_REGION: 'eu-central-1' };

    it('keeps uploads in UPLOADS_DIR when S3_BUCKET is unset', () => {
      expect(parseSettings({}).s3).toBeUndefined();
    });

    it('keeps uploads in the bucket, with the AWS SDK’s own credentials when no key is given', () => {
      expect(parseSettings(BUCKET).s3).toEqual({
        bucket: 'school-uploads',
        region: 'eu-central-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      });
    });

    it('takes an S3-compatible service’s address, path-style buckets and a key pair', () => {
      const s3 = parseSettings({
        ...BUCKET,
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'site',
        S3_SECRET_ACCESS_KEY: 's3cret-key',
      }).s3;
      expect(s3).toEqual({
        bucket: 'school-uploads',
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'site', secretAccessKey: 's3cret-key' },
      });
    });

    it.each([
      [
        'a bucket without a region',
        { S3_BUCKET: 'school-uploads' },
        /^Invalid setting S3_REGION="": must be set when S3_BUCKET is/,
      ],
      [
        'a region without a bucket',
        { S3_REGION: 'eu-central-1' },
        /^Invalid setting S3_BUCKET="": must be set when S3_REGION is/,
      ],
      [
        'keys without a bucket',
        { S3_ACCESS_KEY_ID: 'site', S3_SECRET_ACCESS_KEY: 's3cret' },
        /^Invalid setting S3_BUCKET="": must be set when S3_ACCESS_KEY_ID is/,
      ],
      [
        'a key id without its secret',
        { ...BUCKET, S3_ACCESS_KEY_ID: 'site' },
        /^Invalid setting S3_SECRET_ACCESS_KEY="": must be set with S3_ACCESS_KEY_ID/,
      ],
      [
        'a secret without its key id',
        { ...BUCKET, S3_SECRET_ACCESS_KEY: 's3cret' },
        /^Invalid setting S3_ACCESS_KEY_ID="": must be set with S3_SECRET_ACCESS_KEY/,
      ],
    ])('refuses %s with one line', (_case, env, message) => {
      const error = settingsError(env);
      expect(error?.message).toMatch(message);
      expect(error?.message).not.toContain('\n');
      expect(error?.message).not.toContain('s3cret');
    });

    it('never shows the keys’ values in its errors', () => {
      expect(
        settingsError({ ...BUCKET, S3_SECRET_ACCESS_KEY: '   ', S3_ACCESS_KEY_ID: 'AKIA-s3cret' })?.message,
      ).not.toContain('s3cret');
    });
  });
  describe('e-mail over SMTP', () => {
    const MAIL = {
      SMTP_URL: 'smtps://office%40school.example:p4ss-s3cret@smtp.example.com:465',
      MAIL_FROM: 'office@school.example',
      SITE_URL: 'https://school.example',
    };

    it('sends none when nothing is set', () => {
      expect(parseSettings({}).mail).toBeUndefined();
    });

    it('takes an smtp:// or smtps:// address and a sender, with or without a name', () => {
      expect(parseSettings(MAIL).mail).toEqual({
        smtpUrl: MAIL.SMTP_URL,
        from: { name: '', address: 'office@school.example' },
      });
      expect(
        parseSettings({
          ...MAIL,
          SMTP_URL: 'smtp://127.0.0.1:2525',
          MAIL_FROM: 'Greenwood School <office@school.example>',
        }).mail,
      ).toEqual({
        smtpUrl: 'smtp://127.0.0.1:2525',
        from: { name: 'Greenwood School', address: 'office@school.example' },
      });
    });

    it.each([
      [
        'another scheme',
        { ...MAIL, SMTP_URL: 'https://office:p4ss-s3cret@smtp.example.com' },
        /^Invalid setting SMTP_URL="https:\/\/\*\*\*:\*\*\*@smtp\.example\.com\/": must be an smtp:\/\/ or smtps:\/\/ address/,
      ],
      [
        'an address that does not parse',
        { ...MAIL, SMTP_URL: 'smtps//office:p4ss-s3cret@smtp.example.com' },
        /^Invalid setting SMTP_URL="\*\*\*": must be an smtp/,
      ],
      [
        'a server without a sender',
        { SMTP_URL: MAIL.SMTP_URL, SITE_URL: MAIL.SITE_URL },
        /^Invalid setting MAIL_FROM="": must be set when SMTP_URL is/,
      ],
      [
        'a sender without a server',
        { MAIL_FROM: MAIL.MAIL_FROM },
        /^Invalid setting SMTP_URL="": must be set when MAIL_FROM is/,
      ],
      [
        'a sender that is no address',
        { ...MAIL, MAIL_FROM: 'the office' },
        /^Invalid setting MAIL_FROM="the office": must be an e-mail address/,
      ],
      [
        'mail without the site’s address to link to',
        { SMTP_URL: MAIL.SMTP_URL, MAIL_FROM: MAIL.MAIL_FROM },
        /^Invalid setting SITE_URL="": must be set when SMTP_URL is/,
      ],
    ])('refuses %s with one line that holds no credential', (_case, env, message) => {
      const error = settingsError(env);
      expect(error?.message).toMatch(message);
      expect(error?.message).not.toContain('\n');
      expect(error?.message).not.toContain('s3cret');
      expect(error?.message).not.toContain('office%40school');
    });
  });
});
