import { formatDate, formatDay, formatLongDate, formatMonth, formatTime } from '@/lib/dates';

describe('dates in each language', () => {
  it('writes English dates as today', () => {
    expect(formatDate('2026-03-31')).toBe('31 Mar 2026');
    expect(formatMonth('2026-08')).toBe('August 2026');
    expect(formatTime('17:30')).toBe('5:30 pm');
    expect(formatLongDate('2026-11-26T06:30:00Z')).toBe('26 November 2026');
  });

  it('writes Hindi dates with Hindi month names and digits 0–9', () => {
    expect(formatLongDate('2026-11-26T06:30:00Z', 'hi')).toBe('26 नवंबर 2026');
    expect(formatDate('2026-03-31', 'hi')).toBe('31 मार्च 2026');
    expect(formatDay('2026-08-15', true, 'hi')).toBe('शनि, 15 अगस्त 2026');
    expect(formatMonth('2026-08', 'hi')).toBe('अगस्त 2026');
    expect(formatTime('17:30', 'hi')).toBe('शाम 5:30 बजे');
    expect(formatTime('09:05', 'hi')).toBe('सुबह 9:05 बजे');
  });

  it('reads an instant on IST’s clock in both languages', () => {
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(formatLongDate('2026-11-25T20:00:00Z')).toBe('26 November 2026');
    expect(formatLongDate('2026-11-25T20:00:00Z', 'hi')).toBe('26 नवंबर 2026');
  });
});
