import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { alertPhaseChange } from '@/features/alert/window';
import { upcomingEventsChange } from '@/features/calendar/rules';
import { nextNoticeChange } from '@/features/notices/rules';
import { nextIstMidnight } from '@/lib/dates';

const ROOT = join(__dirname, '..', '..', '..');
const at = (iso: string) => Date.parse(iso);

describe('when what a page shows next changes with no edit', () => {
  it('the day turns at midnight IST', () => {
    expect(nextIstMidnight(at('2026-11-24T18:29:59Z'))).toBe(at('2026-11-24T18:30:00Z'));
    expect(nextIstMidnight(at('2026-11-24T18:30:00Z'))).toBe(at('2026-11-25T18:30:00Z'));
  });

  it('an alert appears at its start and goes at its end', () => {
    const window = { startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T12:00:00Z' };
    expect(alertPhaseChange(window, at('2026-11-24T09:00:00Z'))).toBe(at(window.startsAt));
    expect(alertPhaseChange(window, at('2026-11-24T10:00:00Z'))).toBe(at(window.endsAt));
    expect(alertPhaseChange(window, at('2026-11-24T12:00:00Z'))).toBeUndefined();
  });

  it('a notice expires, or its "New" label comes or goes', () => {
    const now = at('2026-11-24T10:00:00Z');
    const issued = { date: '2026-11-20T18:30:00Z' };
    expect(nextNoticeChange([issued], now)).toBe(at('2026-11-27T18:30:00Z'));
    expect(nextNoticeChange([issued, { ...issued, expiresAt: '2026-11-25T00:00:00Z' }], now)).toBe(
      at('2026-11-25T00:00:00Z'),
    );
    // Dated tomorrow: "New" from IST midnight of its date's UTC day minus 5.5 h.
    expect(nextNoticeChange([{ date: '2026-11-26T00:00:00Z' }], now)).toBe(at('2026-11-25T18:30:00Z'));
    expect(nextNoticeChange([{ date: '2026-01-01T00:00:00Z' }], now)).toBeUndefined();
  });

  it('"Coming up" changes at midnight IST or when a timed event ends, whichever is first', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const timed = { allDay: false, end: '2026-11-24T11:00:00Z' } as Parameters<typeof upcomingEventsChange>[0][number];
    expect(upcomingEventsChange([], now)).toBe(at('2026-11-24T18:30:00Z'));
    expect(upcomingEventsChange([timed], now)).toBe(at('2026-11-24T11:00:00.001Z'));
  });
});

describe('reading the clock in a page', () => {
  // ESLint's rule (eslint.config.mjs) is what keeps a page from reading the time without saying when its
  // output changes: a bare read would be cached past that instant. ESLint loads its config with import(),
  // which jest's module sandbox does not allow, so it runs in a process of its own.
  function clockReads(target: { patterns: string[] } | { text: string; filePath: string }): string[] {
    const script = `
      import { ESLint } from 'eslint';
      const target = JSON.parse(process.argv[1]);
      // Only this rule runs, so the type-checked rules' program (most of ESLint's time) is not built.
      const eslint = new ESLint({
        ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
        overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      });
      const results = target.patterns
        ? await eslint.lintFiles(target.patterns)
        : await eslint.lintText(target.text, { filePath: target.filePath });
      console.log(JSON.stringify(results.flatMap((result) =>
        result.messages.map((message) => result.filePath + ':' + message.line + ' ' + message.message))));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(target)], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return JSON.parse(output) as string[];
  }

  it('is refused unless it goes through readClock', () => {
    const text = 'export function Stamp() {\n  return <p>{new Date().toISOString()} {Date.now()}</p>;\n}\n';
    const messages = clockReads({ text, filePath: join(ROOT, 'features', 'notices', 'notice-meta.tsx') });
    expect(messages).toEqual([expect.stringContaining('readClock'), expect.stringContaining('readClock')]);
  }, 120_000);

  it('happens nowhere in the pages and features but through readClock', () => {
    expect(clockReads({ patterns: ['features', 'app'] })).toEqual([]);
  }, 120_000);
});
