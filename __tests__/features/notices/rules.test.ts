import { noticesHref, resolveNoticesView } from '@/features/notices/query';
import { isNew, plainSummary, selectNotices, type NoticeSummary } from '@/features/notices/rules';
import { academicYearLabel, academicYearOfInstant, parseAcademicYearName } from '@/lib/academic-year';
import { slugFromTitle } from '@/lib/slug';
import { escapeXml } from '@/lib/xml';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const notice = (slug: string, date: string, extra: Partial<NoticeSummary> = {}): NoticeSummary => ({
  id: slug,
  slug,
  title: slug,
  date,
  category: 'notice',
  pinned: false,
  updatedAt: date,
  summary: '',
  ...extra,
});
const params = (query: string) => new URLSearchParams(query);

describe('notices', () => {
  it('make an address from a title', () => {
    expect(slugFromTitle('Winter uniform: from 1 November!')).toBe('winter-uniform-from-1-november');
    expect(slugFromTitle('Parent–teacher meeting (Classes VI–VIII)')).toBe('parent-teacher-meeting-classes-vi-viii');
    expect(slugFromTitle('Café naïve')).toBe('cafe-naive');
    expect(slugFromTitle('हिंदी दिवस')).toBe('');
  });

  it('put a date of issue in its academic year (April to March, in India)', () => {
    expect(academicYearOfInstant('2026-04-01T00:00:00+05:30')).toBe(2026);
    // Midnight of 1 April in India is still 31 March in UTC.
    expect(academicYearOfInstant('2026-03-31T18:30:00Z')).toBe(2026);
    expect(academicYearOfInstant('2027-03-31T12:00:00Z')).toBe(2026);
    expect(academicYearLabel(2026)).toBe('2026–27');
    expect(academicYearLabel(1999)).toBe('1999–00');
    expect(parseAcademicYearName('2026-27')).toBe(2026);
    expect(parseAcademicYearName('2026-28')).toBeUndefined();
    expect(parseAcademicYearName('2026')).toBeUndefined();
  });

  it('label a notice "New" for 7 days from its date of issue', () => {
    expect(isNew(notice('a', '2026-11-17T00:00:00+05:30'), NOW)).toBe(true);
    expect(isNew(notice('a', '2026-11-16T00:00:00+05:30'), NOW)).toBe(false);
    expect(isNew(notice('a', '2026-12-01T00:00:00+05:30'), NOW)).toBe(false);
  });

  it('list pinned ones first, leave expired ones out of the main list and keep them in their year', () => {
    const all = [
      notice('old-pinned', '2026-05-01T00:00:00Z', { pinned: true }),
      notice('new', '2026-11-20T00:00:00Z'),
      notice('expired', '2026-11-21T00:00:00Z', { expiresAt: '2026-11-22T00:00:00Z' }),
      notice('expired-pinned', '2026-11-01T00:00:00Z', { pinned: true, expiresAt: '2026-11-02T00:00:00Z' }),
    ];
    expect(selectNotices(all, {}, NOW).map((n) => n.slug)).toEqual(['old-pinned', 'new']);
    expect(selectNotices(all, { year: 2026 }, NOW).map((n) => n.slug)).toEqual([
      'old-pinned',
      'expired',
      'new',
      'expired-pinned',
    ]);
  });

  it('answer only for lists that exist: known filters, a year with notices, a page in range', () => {
    const all = Array.from({ length: 21 }, (_, n) =>
      notice(`n${n}`, `2026-06-${String(n + 1).padStart(2, '0')}T00:00:00Z`),
    );
    expect(resolveNoticesView(params(''), all, NOW)).toMatchObject({ page: 1, pages: 2, total: 21 });
    expect(resolveNoticesView(params('page=2'), all, NOW)?.notices.map((n) => n.slug)).toEqual(['n0']);
    for (const query of ['page=3', 'page=0', 'page=1.5', 'category=memo', 'year=2025-26', 'year=2026-2027']) {
      expect({ query, view: resolveNoticesView(params(query), all, NOW) }).toEqual({ query, view: undefined });
    }
    expect(noticesHref({ category: 'result', year: 2026 }, 2)).toBe('/notices?category=result&year=2026-27&page=2');
    expect(noticesHref({}, 1)).toBe('/notices');
  });

  it('summarise a body as plain text, without tables, cut at a word', () => {
    const body = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'School closed' },
              { type: 'text', text: ' on Monday.' },
            ],
          },
          {
            type: 'table',
            children: [
              { type: 'tablerow', children: [{ type: 'tablecell', children: [{ type: 'text', text: 'Cell' }] }] },
            ],
          },
          { type: 'paragraph', children: [{ type: 'text', text: 'Classes resume on Tuesday.' }] },
        ],
      },
    };
    expect(plainSummary(body)).toBe('School closed on Monday. Classes resume on Tuesday.');
    expect(plainSummary(body, 20)).toBe('School closed on…');
    expect(plainSummary(null)).toBe('');
  });

  it('escape text for the feed, dropping what XML cannot hold', () => {
    expect(escapeXml('Fees & <b>"dues"</b>\u0007')).toBe('Fees &amp; &lt;b&gt;&quot;dues&quot;&lt;/b&gt;');
  });
});
