import { parseSettings, SettingsError } from '@/lib/settings';

describe('settings', () => {
  it('uses the embedded demo CMS and the demo site key when nothing is set', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({
      cmsApiUrl: 'http://127.0.0.1:3001/api',
      cmsSiteKey: 'greenwood-cbse',
      cmsTimeoutMs: 5000,
      port: 3000,
      usesDemoCms: true,
      logFormat: 'text',
      cmsStaleIfErrorSeconds: 86_400,
      cmsSnapshotDir: undefined,
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('lets links follow only localhost, 127.0.0.1 and the SITE_URL host unless ALLOWED_HOSTS says otherwise', () => {
    expect(parseSettings({}).allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(parseSettings({ SITE_URL: 'https://school.example:8443' }).allowedHosts).toEqual(['localhost', '127.0.0.1', 'school.example']);
    expect(parseSettings({ ALLOWED_HOSTS: ' School.example, www.school.example ' }).allowedHosts).toEqual(['school.example', 'www.school.example']);
  });

  it.each(['https://school.example', 'school.example:443', 'school.example/path', 'evil example'])('refuses ALLOWED_HOSTS=%s', (value) => {
    expect(() => parseSettings({ ALLOWED_HOSTS: value })).toThrow(/ALLOWED_HOSTS.*host names/);
  });

  it('treats blank values as unset', () => {
    expect(parseSettings({ CMS_API_URL: '  ', PORT: '' })).toMatchObject({ usesDemoCms: true, port: 3000 });
  });

  it('accepts a real CMS address whose path ends in /api and drops a trailing slash', () => {
    const settings = parseSettings({ CMS_API_URL: 'https://cms.school.example/v2/api/', CMS_SITE_KEY: 'abc' });
    expect(settings).toMatchObject({ cmsApiUrl: 'https://cms.school.example/v2/api', cmsSiteKey: 'abc', usesDemoCms: false });
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
  ])('rejects %s=%s with a one-line error naming the setting', (name, value, message) => {
    let error: unknown;
    try {
      parseSettings({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('s3cret');
  });
});
