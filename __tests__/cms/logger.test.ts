import { payloadLogDestination } from '@/cms/logger';

// Payload logs through pino; its lines must follow LOG_FORMAT like the site's own, one line each.
const pinoLine = (fields: Record<string, unknown>) =>
  `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', name: 'payload', ...fields })}\n`;

describe('Payload’s log lines', () => {
  const env = process.env.LOG_FORMAT;
  afterEach(() => {
    process.env.LOG_FORMAT = env;
  });

  it('are one JSON object with level, time and msg when LOG_FORMAT=json, without pino’s own fields', () => {
    process.env.LOG_FORMAT = 'json';
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    payloadLogDestination.write(
      pinoLine({
        level: 50,
        msg: 'Forbidden',
        err: { type: '_', message: 'You are not allowed to perform this action.', stack: 'at secret.js:1' },
      }),
    );
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(error.mock.calls[0]?.[0]));
    expect(line).toEqual({
      level: 'error',
      time: expect.any(String),
      msg: '[payload] Forbidden: You are not allowed to perform this action.',
      source: 'payload',
    });
  });

  it('are one line a person reads by default, at pino’s level', () => {
    delete process.env.LOG_FORMAT;
    const info = jest.spyOn(console, 'log').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    payloadLogDestination.write(pinoLine({ msg: 'Migrating: 20261123_204359_initial' }));
    payloadLogDestination.write(pinoLine({ level: 40, msg: 'slow query' }));
    expect(info).toHaveBeenCalledWith('[payload] Migrating: 20261123_204359_initial');
    expect(warn).toHaveBeenCalledWith('[payload] slow query');
  });

  // What drizzle throws for a failed query on SQLite and on Postgres: the query, then what it was asked with.
  it.each([
    [
      'SQLite',
      'Failed query: select "id" from "messages" where ("messages"."name" like ? and "messages"."id" in (?, ?))\nparams: %Zyxwv%,NaN,NaN',
    ],
    [
      'Postgres',
      'Failed query: select "id" from "messages" where "messages"."name" ilike $1\nparams: %Asha\nVerma%: invalid input syntax for type integer: "Asha"',
    ],
    ['Postgres, its own words', 'invalid input syntax for type integer: "Zyxwv\r\nforged line"'],
  ])('of a failed %s query are one line, without what it was asked with', (_engine, message) => {
    for (const format of ['json', 'text']) {
      if (format === 'json') process.env.LOG_FORMAT = 'json';
      else delete process.env.LOG_FORMAT;
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      payloadLogDestination.write(pinoLine({ level: 50, err: { type: '_', message } }));
      expect(error).toHaveBeenCalledTimes(1);
      const line = String(error.mock.calls[0]?.[0]);
      expect(line).not.toMatch(/Zyxwv|Asha|NaN|params/);
      expect(line).not.toMatch(/[\r\n]/);
      expect(line).toMatch(/\[payload\] (Failed query: select|invalid input syntax for type integer)/);
      error.mockRestore();
    }
  });
});
