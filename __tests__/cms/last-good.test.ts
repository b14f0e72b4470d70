import { rereadSettingsInTests } from '@/lib/settings';

let requestedSchool: { id: number } | undefined;
jest.mock('@/lib/server-bridge', () => ({ requestSchool: () => requestedSchool }));
jest.mock('@/lib/log', () => ({ log: { error: jest.fn(), info: jest.fn(), warn: jest.fn() } }));

// A quarter of READ_CACHE_MB: 25 kB here.
process.env.READ_CACHE_MB = String(100_000 / 2 ** 20);
rereadSettingsInTests();
// Imported after the setting: the list is made once, at its module's load.
let validOrLast: typeof import('@/cms/last-good').validOrLast;
beforeAll(async () => {
  ({ validOrLast } = await import('@/cms/last-good'));
});

const disclosure = { rows: 'x'.repeat(2_000) };
const broken = () => {
  throw new Error('rows: expected an array');
};

describe('the last good values', () => {
  it('stand in for a school’s value that no longer validates, each school its own', () => {
    requestedSchool = { id: 1 };
    validOrLast('disclosure', 'v1', () => disclosure);
    requestedSchool = { id: 2 };
    expect(() => validOrLast('disclosure', 'v1', broken)).toThrow('rows');
    requestedSchool = { id: 1 };
    expect(validOrLast('disclosure', 'v2', broken)).toBe(disclosure);
  });

  it('let the least recently used schools’ go once their share of READ_CACHE_MB is full, whatever the count', () => {
    // A hundred schools' values of 2 kB each: eight times the share.
    for (let id = 1; id <= 100; id += 1) {
      requestedSchool = { id };
      validOrLast('disclosure', 'v1', () => disclosure);
    }
    requestedSchool = { id: 100 };
    expect(validOrLast('disclosure', 'v2', broken)).toBe(disclosure);
    requestedSchool = { id: 3 };
    expect(() => validOrLast('disclosure', 'v2', broken)).toThrow('rows');
  });
});
