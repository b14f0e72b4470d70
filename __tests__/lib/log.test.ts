import { log } from '@/lib/log';

// The server's text log is one line a message, whatever a request put in it.
describe('a text log line', () => {
  const env = process.env.LOG_FORMAT;
  afterEach(() => {
    process.env.LOG_FORMAT = env;
    jest.restoreAllMocks();
  });

  it('stays one line when the message holds a line break from a request (`%0A`), shown as \\n', () => {
    delete process.env.LOG_FORMAT;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    log.warn('Refused a search for "a\nERROR forged line\r\nb\u2028c"');
    expect(warn).toHaveBeenCalledWith('Refused a search for "a\\nERROR forged line\\nb\\nc"');
  });

  it('keeps the message as it is in JSON, which escapes line breaks itself', () => {
    process.env.LOG_FORMAT = 'json';
    const info = jest.spyOn(console, 'log').mockImplementation(() => {});
    log.info('a\nb');
    const line = String(info.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect((JSON.parse(line) as { msg: string }).msg).toBe('a\nb');
  });
});
