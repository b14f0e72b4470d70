import { MAX_VISITOR_LIMIT, visitorLimit } from '@/cms/api-bounds';

describe('the page size a visitor gets', () => {
  it('is at most 100, whatever was asked: 0 (everything), 5000, a negative or broken number', () => {
    for (const asked of [0, 5000, 101, -1, 2.5, Number.NaN])
      expect([asked, visitorLimit(asked)]).toEqual([asked, MAX_VISITOR_LIMIT]);
    expect(MAX_VISITOR_LIMIT).toBe(100);
  });

  it('is what was asked within 1 to 100, and Payload’s 10 when nothing was', () => {
    expect(visitorLimit(1)).toBe(1);
    expect(visitorLimit(100)).toBe(100);
    expect(visitorLimit(undefined)).toBe(10);
  });
});
